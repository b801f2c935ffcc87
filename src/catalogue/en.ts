/**
 * The English string catalogue: every user-facing (and logged) string of
 * both seeds, keyed `area.meaning`. Widgets read it through `t()` in
 * `./index`, never directly, so another language can replace any entry.
 *
 * Values are ICU-style messages (see `src/messages/format-message.ts`):
 * `{name}` is a placeholder and a literal brace would need quoting. The
 * strings are the seeds' wording character for character, including their
 * punctuation ('Submitting…' uses the ellipsis character) and their
 * grammar ('This page available only site members', 'about N seconds ago'
 * for every N); where a seed elides part of a string with '...', the elided
 * part is a placeholder named `detail`.
 *
 * This module is data only: no side effects, so a chunk that never calls
 * `t()` does not pay for it.
 */
export const en = {
  // Forms (first seed, sections 4, 5 and 8).
  'form.submitting': 'Submitting…',
  'form.errorProcessing': 'Error processing form submission. Please reload and try again.',
  'form.unknownError': 'Unknown error, please try again later.',
  'form.noSubmissionKey': 'Could not get a form submission key, please try again later.',
  'form.unparseableFields': 'Could not parse the form fields, please check your entries.',
  'form.problemScrollDown': 'Your form has encountered a problem. Please scroll down to review.',
  'form.problemScrollUp': 'Your form has encountered a problem. Please scroll up to review.',
  'form.status401': 'Unable to submit form. Please try again later.',
  'form.status404': 'This form has not been configured yet.',
  'form.status429': 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  'form.status500': 'Unable to send form. Please try again later.',
  'form.captchaIncomplete': 'Complete CAPTCHA before submitting.',
  'form.characterLimitExceeded': 'You have exceeded the character limit.',
  'form.characterCounter': '{count} / {max}',
  'form.emailInvalid': 'Email is not valid. Email addresses should follow the format {email}.',
  'form.fieldsInvalid': 'One or more fields is invalid, please check your entries.',
  // Not in the seeds: they name no message for an empty required field; this wording is ours.
  'form.fieldRequired': 'This field is required.',

  // Checkout (first seed, section 5).
  'checkout.noCartCookie':
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  'checkout.minimumSubtotal': 'To check out, your order subtotal must be {subtotal} or more.',

  // Logout (first seed, section 2).
  'logout.title': 'Logout Successful',
  'logout.message': 'You have been successfully logged out.',

  // Reservation block preview (first seed, section 2).
  'reservation.previewTitle': 'Preview Only',
  'reservation.previewMessage': 'Please log out of your account in order to use the reservation block.',

  // Data layer (first seed, section 8). 'Unable to connect…' is all the
  // seed shows of that message ("rest of wording not shown").
  'dataLayer.unparseableJson': 'Internal Error: Unable to parse server response from ({url}) as JSON: {detail}',
  'dataLayer.unauthorized': 'Unauthorized request',
  'dataLayer.internalServerError': 'Internal server error. Please try again later.',
  'dataLayer.serviceUnavailable': 'This service is temporarily unavailable. Please try again later.',
  'dataLayer.unableToConnect': 'Unable to connect…',

  // Fallback displays (first seed, section 8).
  'field.empty': 'N/A',

  // Workflow labels (both seeds).
  'workflow.available': 'Available',
  'workflow.scheduled': 'Scheduled',
  'workflow.hidden': 'Hidden',
  'workflow.unsupported': 'Unsupported',

  // Cookie banner. The seeds say empty banner text "gets the default text"
  // but do not give that text; this wording is ours.
  'cookieBanner.defaultText': 'This website uses cookies to improve your experience.',
  // Not in the seeds either: the default calls to action and the banner's accessible name.
  'cookieBanner.accept': 'Accept',
  'cookieBanner.decline': 'Decline',
  'cookieBanner.label': 'Cookie consent',

  // Locked and members-only pages (second seed, section 6).
  'lockedPage.locked': 'This page is locked',
  'lockedPage.membersOnly': 'This page available only site members',

  // Money and commerce display (first seed, section 9; second seed, section 5).
  'money.free': 'Free',
  'money.fromPrice': 'from {startingPrice}',
  'subscription.renewsEveryWeek': 'renews every week',
  'subscription.renewsEveryMonth': 'renews every month',
  'subscription.renewsEveryYear': 'renews every year',
  'subscription.everyWeeks': 'every {n} weeks',
  'subscription.everyMonths': 'every {n} months',
  'subscription.everyYears': 'every {n} years',
  'subscription.forPayments': 'for {p} payments',

  // Relative time (second seed, section 4).
  'relativeTime.justNow': 'just now',
  'relativeTime.secondsAgo': 'about {seconds} seconds ago',

  // Cart (second seed, section 8).
  'cart.unableToUpdateQuantity': 'Unable to update quantity',
  'cart.unableToAddItem': 'Unable to add item',
  'cart.unableToRemoveItem': 'Unable to remove item',
  'cart.unableToOpenForm': 'Unable to open form',
  'cart.unableToUpdateForm': 'Unable to update form',
  'cart.pleaseTryAgain': 'Please try again.',
  'cart.checkConnection': 'Please check your internet connection.',
  'cart.fixMissingInformation': 'Update the missing or invalid information above.',
  'cart.empty': 'You have nothing in your shopping cart.',
  'cart.badgeOneItem': 'One item in cart',
  'cart.badgeItems': '{n} items in cart',
  'cart.badgeMoreThan100': 'More than 100 items in cart',
  'cart.badgeLabel': 'Cart',
  'cart.badgeCapped': '100+',

  // Reviews (second seed, sections 5 and 8).
  'review.requestExpired': 'Your review request has expired',
  'review.alreadyReviewed': 'You have already reviewed this purchase',
  'review.noProducts': 'There are no products to review',
  'review.somethingWentWrong': 'Something went wrong',
  'review.trySubmittingAgain': 'Try submitting your review again',
  'review.selectStarRating': 'Please select a star rating',
  'review.ratingRequired': 'Rating (required)',

  // Native app bridge (second seed, section 8).
  'bridge.platformNotIdentified': 'mobile platform not correctly identified',

  // Video (second seed, section 8).
  'video.invalidEmbed': 'Invalid video embed.',
  'video.customThumbnailNeedsEmbed':
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
  'video.loaderNotFound': 'VideoLoader not found',
  'video.basicAccountUnsupported':
    'Vimeo Basic accounts are unsupported. Please share a video from a different account.',

  // Gallery (second seed, sections 5 and 8). 'No gallery ... container
  // found' elides its middle; 'Could not find transition named' is logged
  // with the name after it.
  'gallery.containerNotFound': 'No gallery {detail} container found',
  'gallery.unknownDesign':
    'These are not the gallery designs you are looking for. (We could not find a design by the name {name})',
  'gallery.imageLoaderNotFound': 'Loader2 not found',
  'gallery.decodeError': 'Error decoding gallery block data.',
  'gallery.evaluateError': 'Error evaluating gallery block data.',
  'gallery.unknownTransition': 'Could not find transition named',

  // Image loading (second seed, section 8).
  'image.notImageElement': 'Element is not a valid image element.',
  'image.noParentNode': 'Image element has no parentNode.',
  'image.noImage': 'No image',
  'image.noImages': 'No images',
  'image.noRootNode': 'No root node',

  // Storage (second seed, section 8).
  'storage.unavailable': 'Unable access local/session storage.',

  // Dialogs (second seed, section 9).
  'dialog.confirm': 'Confirm',
  'dialog.cancel': 'Cancel',
  'dialog.reject': 'Reject',
  'dialog.okay': 'Okay',

  // System error overlay (second seed, section 8).
  'systemError.title': 'Something Went Wrong!',
  'systemError.message':
    'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
  'systemError.networkFallback': 'Unable to connect to the provider. Please try again.',
  'systemError.reloadPage': 'Reload Page',
  'systemError.clear': 'Clear',

  // Analytics and performance reporting (second seed, sections 5 and 8).
  'analytics.httpStatusError': 'Error tracking event: HTTP Status {status}',
  'analytics.noPayload': 'no payload',
  'performance.unexpectedStatus': 'XHR request DONE with unexpected status',
  'performance.settingsTimeout': 'Metric settings request timeout',
  'performance.noPageLoadId': 'Unable to resolve pageLoadId',

  // Captcha (second seed, section 8).
  'captcha.renderError': 'Error rendering captcha into node',
  'captcha.notSetUp': 'ReCaptcha has not been set up!',
  'captcha.documentDestroyed': 'Document was destroyed',

  // Editor and catalogue strings (second seed, section 8).
  'editor.networkError': 'Network error',
  'editor.unableToLoadResults': 'Unable to load results',
  'editor.somethingWentWrong': 'Something went wrong',
  'editor.unableToLoadTryAgain': 'Unable to load. Try again.',
  'editor.noJobResponse': 'No response data from job request',
  'editor.fileProcessingFailed': 'File processing failed',
  'editor.fileProcessingCancelled': 'File processing cancelled',
  'editor.fileUploadIncomplete': 'File upload failed to complete',
  'editor.renameProblem': 'There was a problem while renaming your file.',
  'editor.renameTitle': 'Unable to Rename File',
  'editor.uploadProblem': 'There was a problem while uploading your file.',
  'editor.uploadTitle': 'Unable to Upload File',
  'editor.unableToLoadCollections': 'Unable to load collections',
  'editor.unableToLoadFonts': 'Unable to load fonts',
  'editor.unableToConnect': 'Unable to connect. Please try again',
  'editor.codeEditingUnavailableOnAndroid': 'Code editing is not available on Android',
  'editor.timezoneLoadFailed': 'Failed to load timezone.',

  // Validation messages of the catalogues (second seed, section 5). The
  // seed gives the email hint line only as "a line telling that emails must
  // follow the name-at-domain form"; its wording here is ours. The links
  // message repeats `{host}` exactly as the seed writes it.
  'validation.enterValidEmail': 'Please enter a valid email',
  'validation.emailFormatHint': 'Emails must follow the format name@domain.com',
  'validation.linkFormat': 'Links must be formatted as {host} or {host}',
  'validation.invalidPageUrl': '{val} is not a valid page URL',
  'validation.unexpectedOption': '{val} is not one of the expected options',
  'validation.enterFileName': 'Please enter a file name',
  'validation.datasetNeedsColumn': 'Your dataset must have at least one column',
  'validation.datasetNeedsRow': 'Your dataset must have at least one row',
  'validation.rowsMissingData': 'One or more rows was missing data',
  'validation.datasetTruncated': 'Your dataset has been truncated to {maxRows} rows',
  'validation.listRequired': 'A List must be selected',
  'validation.tagExists': 'This {tagType} already exists',
  'validation.oneTagAtATime': 'You may only edit one {tagType} at a time',

  // File limits (second seed, section 5). `fileTypeMessage` carries its own
  // trailing space, as the seed's '{fileTypeMessage}file' implies.
  'fileLimit.tooLarge': 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  'fileLimit.unsupportedType': 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
} as const;

/** A key of the catalogue. Unknown keys are compile errors at `t()` calls. */
export type CatalogueKey = keyof typeof en;
