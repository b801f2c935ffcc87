import { t } from '../catalogue/index.ts';
import { FORM_TEXT } from '../catalogue/en/form.ts';
import { emptyRecord } from '../own-value.ts';

/** A failed submission, as the form shows it. */
export interface SubmissionFailure {
  /** The message above the button. */
  message: string;
  /** A 400's per-field messages, by field id. */
  fieldErrors?: Record<string, string>;
}

/**
 * The message for a failed save, by status (behaviour/forms.md#form-messages): 401,
 * 404, 429 and 500 have their own; a 400 with an `errors` map carries
 * per-field messages (the summary says to scroll up to them); otherwise the
 * response's error text as is, or the unknown error when it has none.
 */
export function failureForStatus(status: number, body: unknown): SubmissionFailure {
  switch (status) {
    case 401:
      return { message: t(FORM_TEXT, 'status401') };
    case 404:
      return { message: t(FORM_TEXT, 'status404') };
    case 429:
      return { message: t(FORM_TEXT, 'status429') };
    case 500:
      return { message: t(FORM_TEXT, 'status500') };
  }
  const answer = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const errors = answer.errors;
  if (status === 400 && errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const fieldErrors = emptyRecord<string>();
    for (const [id, message] of Object.entries(errors)) if (typeof message === 'string') fieldErrors[id] = message;
    if (Object.keys(fieldErrors).length) return { message: t(FORM_TEXT, 'problemScrollUp'), fieldErrors };
  }
  const text = typeof answer.error === 'string' && answer.error ? answer.error : typeof answer.message === 'string' && answer.message ? answer.message : '';
  return { message: text || t(FORM_TEXT, 'unknownError') };
}
