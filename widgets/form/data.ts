/**
 * The form block's data declaration (behaviour/forms.md#forms;
 * docs/behaviour/blocks.md#block-data-declaration): the one statement of the form
 * context's fields, from which the widget reads it, `site-runtime check`
 * reports and docs/block-schemas.md is written. Only `formId` is needed to
 * render: everything else falls back to its default.
 */
import type { Field, Values } from '../../src/block-data/field.ts';
import { Invalid } from '../../src/block-data/field.ts';
import { bool, shown, text } from '../../src/block-data/fields.ts';
import { list } from '../../src/block-data/list.ts';
import { object } from '../../src/block-data/object.ts';
import { FORM_FIELD } from '../../src/forms/fields.ts';

/** One line for the block-schema reference. */
export const summary =
  'The form block (9, newer markup). Data is the platform\'s form context (the child `script.sqs-form-block-context`, or `data-block-json` on a `data-block="form"` element). ' +
  "A captcha takes its key from the site context: a `siteKey` in the website captcha settings (`website.captchaSettings`, or `websiteSettings.captchaSettings`) for the classic API, else the platform's `recaptchaEnterpriseContext.recaptchaEnterpriseSiteKey` for the Enterprise API (what real pages carry); a `scriptUrl` beside the key (ours, not the platform's) replaces the provider's script URL, as QA pages do with `/fixtures/qa/captcha-provider.js`. " +
  'QA hook, not platform markup: `data-submit-timeout-ms` on the block shortens the 30 s limit on each submission call.';

/** An `{html}` message; `null` is how real 7.1 forms say "none". */
const message = (options: { description: string }) => object({ html: text({ description: 'The HTML.' }) }, { nullable: true, ...options });

/** The captcha's theme, a number or a name as the platform writes it. */
const captchaTheme: Field<number | string | undefined> = {
  accepts: 'number or text',
  description: "The captcha's theme, passed to the captcha provider.",
  parse(value) {
    if (typeof value === 'number' || typeof value === 'string') return value;
    throw new Invalid(`expected a number or text, got ${shown(value)}`);
  },
};

/** The form context's fields. */
export const fields = {
  formId: text({ required: true, description: 'Sent as formId with every submission; the form cannot be sent without it.' }),
  formName: text({ description: "The form's accessible name." }),
  collectionId: text({ description: 'Sent as collectionId with every submission.' }),
  objectName: text({ description: 'Sent as objectName with every submission.' }),
  formSubmitButtonText: text({ default: 'Submit', description: "The submit button's label, also sent as submitButtonText." }),
  formSubmissionMessage: message({
    description: "The success message HTML shown after sending (scripts in it run); default the block's `.sqs-form-block-submission-html`.",
  }),
  successRedirect: text({ description: 'Followed after a successful submission instead of the message.' }),
  submissionTextAlignment: text({ description: "The success message's alignment (left, center, right)." }),
  buttonAlignment: text({ description: "The submit button's alignment (left, center, right)." }),
  captchaEnabled: bool({ default: false, description: 'A captcha must be solved before submitting (its key is read from the site context: see above).' }),
  captchaTheme,
  disclaimerMessage: message({
    description: 'The disclaimer HTML the platform shows beside the form (read, not shown by this runtime); `null`, as real 7.1 forms write it, means none.',
  }),
  useLightbox: bool({
    description:
      "The form opens in a lightbox (a modal dialog) from the block's `.lightbox-handle` button, and loads React only when the visitor reaches for it (docs/behaviour/forms.md#form-lightbox); without a handle in the markup it is shown in place.",
  }),
  lightboxHandleText: text({
    description: 'The label of the button that opens the lightbox form (the server writes it into the handle; read, not used by this runtime).',
  }),
  isOverlayForm: bool({ description: 'Sent as isOverlayForm with every submission.' }),
  formFields: list(FORM_FIELD, {
    default: [],
    description:
      "The fields: type, id, title, description, placeholder, required and the type's own properties; a field without a known type or an id is left out.",
  }),
};

/** The form context as read. */
export type FormData = Values<typeof fields>;
