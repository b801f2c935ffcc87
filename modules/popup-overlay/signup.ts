/**
 * The overlay's sign-up, imported on the first submit so that showing the
 * overlay does not pay for the form engine (docs/behaviour/popup-overlay.md#popup-overlay).
 */
import { t } from '../../src/catalogue/index.ts';
import { FORM_TEXT } from '../../src/catalogue/en/form.ts';
import { submitForm, type SubmissionResult } from '../../src/forms/submit.ts';
import { EMAIL_EXAMPLE } from '../../src/forms/validate.ts';
import { isValidEmailField } from '../../src/validate/email.ts';
import type { PopupOverlaySettings } from './settings.ts';

/** The catalogue's message for a bad address, or undefined when the address is fine. */
export const emailProblem = (email: string): string | undefined =>
  isValidEmailField(email, true) ? undefined : t(FORM_TEXT, 'emailInvalid', { email: EMAIL_EXAMPLE });

/** The submit button's text while the form is sent. */
export const submittingText = (): string => t(FORM_TEXT, 'submitting');

/** Sends the address through the form engine as an overlay form. */
export function sendSignup(
  settings: NonNullable<PopupOverlaySettings['form']>,
  email: string,
  submitButtonText: string,
  timeoutMs?: number,
): Promise<SubmissionResult> {
  return submitForm(
    { formId: settings.formId, collectionId: settings.collectionId, objectName: settings.objectName, isOverlayForm: true, submitButtonText, form: { email } },
    timeoutMs,
  );
}
