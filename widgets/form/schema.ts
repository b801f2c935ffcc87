import * as z from 'zod/mini';
import { fieldSchema } from '../../src/forms/fields.ts';

/** One line for the block-schema reference. */
export const summary =
  'The form block (9, newer markup). Data is the platform\'s form context (the child `script.sqs-form-block-context`, or `data-block-json` on a `data-block="form"` element). ' +
  'A captcha takes its key from the site context: a `siteKey` in the website captcha settings (`website.captchaSettings`, or `websiteSettings.captchaSettings`) for the classic API, else the platform\'s `recaptchaEnterpriseContext.recaptchaEnterpriseSiteKey` for the Enterprise API (what real pages carry); a `scriptUrl` beside the key (ours, not the platform\'s) replaces the provider\'s script URL, as QA pages do with `/fixtures/qa/captcha-provider.js`. ' +
  'QA hook, not platform markup: `data-submit-timeout-ms` on the block shortens the 30 s limit on each submission call.';

const html = z.optional(z.object({ html: z.optional(z.string()) }));

/** The form context (behaviour.md#platform-markup, "Form (9, newer)"; behaviour.md#forms). */
export const schema = z.object({
  formId: z.string().register(z.globalRegistry, { description: 'Sent as formId with every submission.' }),
  formName: z.optional(z.string()),
  collectionId: z.optional(z.string()),
  objectName: z.optional(z.string()),
  formSubmitButtonText: z._default(z.string(), 'Submit').register(z.globalRegistry, { description: 'The submit button\'s label, also sent as submitButtonText.' }),
  formSubmissionMessage: html.register(z.globalRegistry, { description: 'The success message HTML (scripts in it run).' }),
  successRedirect: z.optional(z.string().register(z.globalRegistry, { description: 'Followed after a successful submission instead of the message.' })),
  submissionTextAlignment: z.optional(z.string()),
  buttonAlignment: z.optional(z.string()),
  captchaEnabled: z._default(z.boolean(), false).register(z.globalRegistry, { description: 'A captcha must be solved before submitting (its key is read from the site context: see above).' }),
  captchaTheme: z.optional(z.union([z.number(), z.string()])),
  disclaimerMessage: html,
  useLightbox: z.optional(z.boolean()),
  lightboxHandleText: z.optional(z.string()),
  isOverlayForm: z.optional(z.boolean()),
  formFields: z._default(z.array(fieldSchema), []).register(z.globalRegistry, {
    description: 'The fields: type, id, title, description, placeholder, required and the type\'s own properties.',
  }),
});

/** The validated form context. */
export type FormData = z.infer<typeof schema>;
