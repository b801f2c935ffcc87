// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EnglishAreas } from '../../../../src/catalogue/en/index.ts';
import type { Area } from '../../../../src/catalogue/area.ts';
import { parseMessage } from '../../../../src/messages/format-message.ts';

/** An entry as `area.meaning`, type-checked against the areas, so the table below cannot name a missing entry. */
type CatalogueKey = {
  [N in keyof EnglishAreas & string]: `${N}.${Extract<keyof EnglishAreas[N]['messages'], string>}`;
}[keyof EnglishAreas & string];

// Each area is listed under its own name: a compile error otherwise.
({}) as { [N in keyof EnglishAreas]: EnglishAreas[N]['name'] } satisfies { [N in keyof EnglishAreas]: N };

// Every area file of the English catalogue, loaded as it is on disk so a
// new file is checked without being listed here.
const EN_DIR = join(__dirname, '../../../../src/catalogue/en');
const AREA_FILES = readdirSync(EN_DIR).filter((file) => file !== 'index.ts');
const MODULES = await Promise.all(AREA_FILES.map(async (file) => [file, (await import(join(EN_DIR, file))) as Record<string, Area>] as const));
const AREAS = MODULES.flatMap(([, module]) => Object.values(module));
const ENTRIES = AREAS.flatMap((area) => Object.entries(area.messages).map(([key, message]) => [`${area.name}.${key}`, message, area] as const));
const english = (key: CatalogueKey): string | undefined => ENTRIES.find(([entry]) => entry === key)?.[1];

// Every string of behaviour/vocabulary.md#catalogue, quoted from them character for character.
// Entries marked "ours" are the only wording the documented rules (behaviour/vocabulary.md#catalogue) did not give.
const SEED_STRINGS: ReadonlyArray<[CatalogueKey, string]> = [
  ['form.submitting', 'Submitting…'],
  ['form.errorProcessing', 'Error processing form submission. Please reload and try again.'],
  ['form.unknownError', 'Unknown error, please try again later.'],
  ['form.noSubmissionKey', 'Could not get a form submission key, please try again later.'],
  ['form.unparseableFields', 'Could not parse the form fields, please check your entries.'],
  ['form.problemScrollDown', 'Your form has encountered a problem. Please scroll down to review.'],
  ['form.problemScrollUp', 'Your form has encountered a problem. Please scroll up to review.'],
  ['form.status401', 'Unable to submit form. Please try again later.'],
  ['form.status404', 'This form has not been configured yet.'],
  ['form.status429', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
  ['form.status500', 'Unable to send form. Please try again later.'],
  ['form.captchaIncomplete', 'Complete CAPTCHA before submitting.'],
  ['form.characterLimitExceeded', 'You have exceeded the character limit.'],
  ['form.characterCounter', '{count} / {max}'],
  ['form.emailInvalid', 'Email is not valid. Email addresses should follow the format {email}.'],
  ['form.fieldsInvalid', 'One or more fields is invalid, please check your entries.'],
  ['checkout.noCartCookie', 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.'],
  ['logout.title', 'Logout Successful'],
  ['logout.message', 'You have been successfully logged out.'],
  ['reservation.previewTitle', 'Preview Only'],
  ['reservation.previewMessage', 'Please log out of your account in order to use the reservation block.'],
  ['dataLayer.unparseableJson', 'Internal Error: Unable to parse server response from ({url}) as JSON: {detail}'],
  ['dataLayer.unauthorized', 'Unauthorized request'],
  ['dataLayer.internalServerError', 'Internal server error. Please try again later.'],
  ['dataLayer.serviceUnavailable', 'This service is temporarily unavailable. Please try again later.'],
  ['dataLayer.unableToConnect', 'Unable to connect…'],
  ['cookieBanner.defaultText', 'This website uses cookies to improve your experience.'], // ours
  ['money.free', 'Free'],
  ['money.fromPrice', 'from {startingPrice}'],
  ['subscription.renewsEveryWeek', 'renews every week'],
  ['subscription.renewsEveryMonth', 'renews every month'],
  ['subscription.renewsEveryYear', 'renews every year'],
  ['subscription.everyWeeks', 'every {n} weeks'],
  ['subscription.everyMonths', 'every {n} months'],
  ['subscription.everyYears', 'every {n} years'],
  ['subscription.forPayments', 'for {p} payments'],
  ['cart.unableToUpdateQuantity', 'Unable to update quantity'],
  ['cart.unableToAddItem', 'Unable to add item'],
  ['cart.unableToRemoveItem', 'Unable to remove item'],
  ['cart.pleaseTryAgain', 'Please try again.'],
  ['cart.checkConnection', 'Please check your internet connection.'],
  ['cart.fixMissingInformation', 'Update the missing or invalid information above.'],
  ['cart.empty', 'You have nothing in your shopping cart.'],
  ['cart.badgeOneItem', 'One item in cart'],
  ['cart.badgeItems', '{n} items in cart'],
  ['cart.badgeMoreThan100', 'More than 100 items in cart'],
  ['cart.badgeLabel', 'Cart'],
  ['cart.badgeCapped', '100+'],
  ['review.requestExpired', 'Your review request has expired'],
  ['review.alreadyReviewed', 'You have already reviewed this purchase'],
  ['review.noProducts', 'There are no products to review'],
  ['review.somethingWentWrong', 'Something went wrong'],
  ['review.trySubmittingAgain', 'Try submitting your review again'],
  ['review.selectStarRating', 'Please select a star rating'],
  ['review.ratingRequired', 'Rating (required)'],
  ['bridge.platformNotIdentified', 'mobile platform not correctly identified'],
  ['video.invalidEmbed', 'Invalid video embed.'],
  ['video.loaderNotFound', 'VideoLoader not found'],
  ['gallery.containerNotFound', 'No gallery {detail} container found'],
  ['gallery.unknownDesign', 'These are not the gallery designs you are looking for. (We could not find a design by the name {name})'],
  ['gallery.decodeError', 'Error decoding gallery block data.'],
  ['gallery.evaluateError', 'Error evaluating gallery block data.'],
  ['gallery.unknownTransition', 'Could not find transition named'],
  ['image.notImageElement', 'Element is not a valid image element.'],
  ['image.noParentNode', 'Image element has no parentNode.'],
  ['image.noImage', 'No image'],
  ['image.noRootNode', 'No root node'],
  ['storage.unavailable', 'Unable access local/session storage.'],
  ['dialog.confirm', 'Confirm'],
  ['dialog.cancel', 'Cancel'],
  ['dialog.reject', 'Reject'],
  ['dialog.okay', 'Okay'],
  ['systemError.title', 'Something Went Wrong!'],
  ['systemError.message', 'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.'],
  ['systemError.networkFallback', 'Unable to connect to the provider. Please try again.'],
  ['systemError.reloadPage', 'Reload Page'],
  ['systemError.clear', 'Clear'],
  ['analytics.httpStatusError', 'Error tracking event: HTTP Status {status}'],
  ['analytics.noPayload', 'no payload'],
  ['performance.unexpectedStatus', 'XHR request DONE with unexpected status'],
  ['performance.settingsTimeout', 'Metric settings request timeout'],
  ['performance.noPageLoadId', 'Unable to resolve pageLoadId'],
  ['captcha.renderError', 'Error rendering captcha into node'],
  ['captcha.notSetUp', 'ReCaptcha has not been set up!'],
  ['captcha.documentDestroyed', 'Document was destroyed'],
];

// Strings of the catalogue a published page never shows, so the runtime does not carry them
// (docs/behaviour/vocabulary.md#catalogue): each with the reason.
const NOT_CARRIED: ReadonlyArray<[string, string]> = [
  ['To check out, your order subtotal must be {subtotal} or more.', 'no minimum subtotal is in the site context, so nothing can say when it applies'],
  ['Vimeo Basic accounts are unsupported. Please share a video from a different account.', 'said to an owner sharing a video in the editor'],
  [
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    'tells an owner to change embed settings',
  ],
  ['Loader2 not found', 'the image loader is bundled into every chunk that uses it: it cannot be missing on its own'],
  ['No images', 'a block whose images the server sized (srcset) has no lazy images, which is normal, not a warning'],
  ['Unable to open form', "a cart line's custom product form, which the published cart does not offer"],
  ['Unable to update form', "a cart line's custom product form, which the published cart does not offer"],
];

describe('English catalogue', () => {
  it.each(NOT_CARRIED)('does not carry %j: %s', (text) => {
    expect(ENTRIES.map(([, message]) => message)).not.toContain(text);
  });

  it.each(SEED_STRINGS)('%s is %j', (key, text) => {
    expect(english(key)).toBe(text);
  });

  // Widgets may add their own (non-seed) entries, so the catalogue is not
  // required to equal this table; each entry must still be a valid message.

  it.each(ENTRIES)('%s parses as a message', (_key, message) => {
    expect(() => parseMessage(message, 'en')).not.toThrow();
  });

  it.each(MODULES)('%s exports one area, AREA_TEXT, named after the file', (file, module) => {
    const name = file.replace(/\.ts$/, '');
    const constant = `${name.replace(/-/g, '_').toUpperCase()}_TEXT`;
    expect(Object.keys(module)).toEqual([constant]);
    expect(module[constant]?.name).toBe(name.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase()));
  });

  // Translations find an area by name, and t() formats only where an area
  // has a formatter: a placeholder without one would reach the page as
  // braces, and a formatter without placeholders is bytes for nothing.
  it.each(AREAS.map((area) => [area.name, area] as const))('%s has a formatter exactly when a message has a placeholder', (_name, area) => {
    const placeholders = Object.values(area.messages).some((message) => message.includes('{'));
    expect(area.format !== undefined).toBe(placeholders);
  });

  it('lists every area in en/index.ts, for the Catalogue type', () => {
    const index = readFileSync(join(EN_DIR, 'index.ts'), 'utf8');
    for (const area of AREAS) expect(index).toContain(`  ${area.name}: typeof `);
  });
});
