/**
 * The overlay's newsletter form (docs/behaviour/popup-overlay.md#popup-overlay): the form
 * engine's key and save, sent as an overlay form (`isOverlayForm`), the
 * catalogue's email message, and the success text in place of the form. The
 * engine itself (./signup.ts) loads on the first submit.
 */
import { t } from '../../src/catalogue/index.ts';
import { POPUP_OVERLAY_TEXT } from '../../src/catalogue/en/popup-overlay.ts';
import { contained } from '../../src/log.ts';
import type { PopupOverlaySettings } from './settings.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/**
 * Mounts the form; `onSignedUp` runs after a successful save. Returns the
 * listener's removal.
 */
export function mountNewsletter(
  form: HTMLFormElement,
  settings: NonNullable<PopupOverlaySettings['form']>,
  onSignedUp: () => void,
  timeoutMs?: number,
): () => void {
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
  const onSubmit = async () => {
    if (busy) return;
    busy = true;
    try {
      const signup = await import('./signup.ts');
      const email = input.value.trim();
      const problem = signup.emailProblem(email);
      if (problem) {
        input.setAttribute('aria-invalid', 'true');
        show(problem);
        input.focus();
        return;
      }
      input.removeAttribute('aria-invalid');
      show('');
      submit.disabled = true;
      submit.textContent = signup.submittingText();
      const result = await signup.sendSignup(settings, email, buttonText, timeoutMs);
      if (!result.ok) return show(result.message);
      const success = ownDoc.createElement('p');
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
  const listener = (event: SubmitEvent) => {
    event.preventDefault();
    onSubmit().catch(contained('the popup overlay sign-up'));
  };
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}
