import { t } from '../catalogue/index.ts';
import { FORM_TEXT } from '../catalogue/en/form.ts';
import { failureForStatus, type SubmissionFailure } from './status-messages.ts';
import { findRuntime } from '../runtime-api.ts';
import { layerEventFields } from '../census/layer-event-fields.ts';
import { pageAddress } from '../dom/page-address.ts';

/** The form endpoints (behaviour/forms.md#forms). */
const FORM_PATHS = {
  key: '/api/form/FormSubmissionKey',
  save: '/api/form/SaveFormSubmission',
} as const;

/** How long one call may take before the submission counts as failed. */
const SUBMIT_TIMEOUT_MS = 30_000;

/** What a submission sends besides its key (docs/behaviour/forms.md#forms: "sending the form id, collection id, object name"). */
export interface SubmissionPayload {
  formId: string;
  collectionId?: string;
  objectName?: string;
  isOverlayForm?: boolean;
  submitButtonText?: string;
  /** Field id → value; sent as JSON text. */
  form: Record<string, unknown>;
  captchaKey?: string;
}

/** How a submission ended. */
export type SubmissionResult = { ok: true } | ({ ok: false } & SubmissionFailure);

class Timeout extends Error {}

/**
 * One form-encoded POST with credentials and a timeout (the data layer in
 * `src/api/` turns statuses into its own messages, but forms need the raw
 * status and body for their own table, so they call fetch here).
 */
async function post(path: string, fields: Record<string, string>, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Timeout()), timeoutMs);
  try {
    const response = await fetch(pageAddress(path), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', Accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // An answer that cannot be read: a failed status without its own message says so.
      body = { error: t(FORM_TEXT, 'errorProcessing') };
    }
    return { status: response.status, body };
  } finally {
    clearTimeout(timer);
  }
}

const unknownFailure = (): SubmissionResult => ({ ok: false, message: t(FORM_TEXT, 'unknownError') });

/**
 * A call that failed before any answer (docs/behaviour/forms.md#form-messages): a
 * timeout is the unknown error; a submission that could not be sent at all
 * (the network refused it) asks for a reload.
 */
const sendFailure = (error: unknown): SubmissionResult =>
  error instanceof Timeout ? unknownFailure() : { ok: false, message: t(FORM_TEXT, 'errorProcessing') };

/**
 * The submission flow shared by the form and newsletter blocks: a key from
 * `/api/form/FormSubmissionKey`, then `/api/form/SaveFormSubmission` with
 * the key, the payload and the page's intra-page event fields (`pagePath`,
 * `pageHash`, `websiteId`, `templateId`, `variantId`, `memberAccountId`,
 * `member_locale`, `website_locale`: those the page has). Never rejects: a timeout is 'Unknown error,
 * please try again later.', a save that could not be sent or whose failed
 * answer cannot be read 'Error processing form submission. Please reload
 * and try again.', a missing key 'Could not get
 * a form submission key, please try again later.', a failed save the
 * status's message.
 */
export async function submitForm(payload: SubmissionPayload, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<SubmissionResult> {
  let key: string;
  try {
    const answer = await post(FORM_PATHS.key, {}, timeoutMs);
    const data = answer.body as { key?: unknown } | null;
    if (answer.status !== 200 || typeof data?.key !== 'string' || !data.key) return { ok: false, message: t(FORM_TEXT, 'noSubmissionKey') };
    key = data.key;
  } catch {
    return unknownFailure();
  }
  let form: string;
  try {
    form = JSON.stringify(payload.form);
  } catch {
    return { ok: false, message: t(FORM_TEXT, 'unparseableFields') };
  }
  // The intra-page event fields (docs/behaviour/forms.md#forms): where on the site the form was sent from.
  const context = findRuntime()?.context;
  const fields: Record<string, string> = {
    ...(context ? (layerEventFields(context) as unknown as Record<string, string>) : {}),
    key,
    formId: payload.formId,
    collectionId: payload.collectionId ?? '',
    objectName: payload.objectName ?? '',
    isOverlayForm: String(Boolean(payload.isOverlayForm)),
    submitButtonText: payload.submitButtonText ?? '',
    form,
  };
  if (payload.captchaKey) fields.captchaKey = payload.captchaKey;
  try {
    const answer = await post(FORM_PATHS.save, fields, timeoutMs);
    if (answer.status >= 200 && answer.status < 300) return { ok: true };
    return { ok: false, ...failureForStatus(answer.status, answer.body) };
  } catch (error) {
    return sendFailure(error);
  }
}
