/**
 * The overlay's newsletter form (docs/behaviour.md#popup-overlay): the form
 * engine's key and save, sent as an overlay form (`isOverlayForm`), the
 * seed's email message, and the success text in place of the form.
 */
import { t } from '../../src/catalogue/index.ts';
import { FORM_TEXT } from '../../src/catalogue/en/form.ts';
import { POPUP_OVERLAY_TEXT } from '../../src/catalogue/en/popup-overlay.ts';
import { submitForm } from '../../src/forms/submit.ts';
import { EMAIL_EXAMPLE } from '../../src/forms/validate.ts';
import { isValidEmailField } from '../../src/validate/email.ts';
import type { PopupOverlaySettings } from './settings.ts';

/**
 * Wires the form; `onSignedUp` runs after a successful save. Returns the
 * listener's removal.
 */
export function wireNewsletter(form: HTMLFormElement, settings: NonNullable<PopupOverlaySettings['form']>, onSignedUp: () => void, timeoutMs?: number): () => void {
  const input = form.querySelector<HTMLInputElement>('input[name=email]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const message = form.querySelector<HTMLElement>('[role=alert]')!;
  const buttonText = submit.textContent ?? '';
  let busy = false;
  const show = (text: string) => {
    message.textContent = text;
    message.hidden = !text;
    if (text) input.setAttribute('aria-describedby', message.id);
    else input.removeAttribute('aria-describedby');
  };
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const email = input.value.trim();
    if (!isValidEmailField(email, true)) {
      input.setAttribute('aria-invalid', 'true');
      show(t(FORM_TEXT, 'emailInvalid', { email: EMAIL_EXAMPLE }));
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
    show('');
    busy = true;
    submit.disabled = true;
    submit.textContent = t(FORM_TEXT, 'submitting');
    try {
      const result = await submitForm(
        { formId: settings.formId, collectionId: settings.collectionId, objectName: settings.objectName, isOverlayForm: true, submitButtonText: buttonText, form: { email } },
        timeoutMs,
      );
      if (!result.ok) return show(result.message);
      const success = document.createElement('p');
      success.className = 'sqs-popup-overlay-success';
      success.tabIndex = -1;
      success.textContent = settings.successMessage ?? t(POPUP_OVERLAY_TEXT, 'thankYou');
      form.replaceWith(success);
      success.focus();
      onSignedUp();
    } finally {
      busy = false;
      submit.disabled = false;
      submit.textContent = buttonText;
    }
  };
  const listener = (event: SubmitEvent) => void onSubmit(event);
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}
