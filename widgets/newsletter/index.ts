/**
 * The newsletter block (51): the platform's markup is complete, so it is
 * enhanced in place (no React) and submits through the form's engine (key,
 * save, status messages); a 400's field errors are shown in its message
 * line, without the form's 'scroll up' notice (docs/behaviour.md#newsletter). Containers under 320 px get a small class
 * (behaviour.md#newsletter).
 */
import type { BlockContext, Cleanup } from '../../src/block-context.ts';
import { t } from '../../src/catalogue/index.ts';
import { FORM_TEXT } from '../../src/catalogue/en/form.ts';
import { submitForm } from '../../src/forms/submit.ts';
import { emptyRecord } from '../../src/own-value.ts';
import { submitTimeoutOf } from '../../src/forms/submit-timeout.ts';
import { isValidEmailField } from '../../src/validate/email.ts';
import { EMAIL_EXAMPLE } from '../../src/forms/validate.ts';
import './newsletter.css';

/** Below this width the container gets {@link SMALL_CLASS}. */
export const SMALL_WIDTH = 320;
/** The class a narrow newsletter container gets. */
export const SMALL_CLASS = 'newsletter-form-wrapper--small';

/** Enhances the block's `form.newsletter-form`. */
export function mount(element: HTMLElement, _data: unknown, _context: BlockContext): Cleanup {
  const form = element.querySelector<HTMLFormElement>('form.newsletter-form');
  if (!form) throw Object.assign(new Error('no form.newsletter-form in the block'), { field: 'form.newsletter-form' });
  const wrapper = form.closest<HTMLElement>('.newsletter-form-wrapper') ?? element;
  const button = form.querySelector<HTMLButtonElement>('button.newsletter-form-button, button[type=submit]');
  const label = button?.querySelector('.newsletter-form-button-label') ?? button;
  const buttonText = (label?.textContent ?? '').trim();
  const inputs = () => Array.from(form.querySelectorAll<HTMLInputElement>('input[name]'));

  // The message line, announced; visitor text never goes in as HTML.
  const message = document.createElement('p');
  message.className = 'newsletter-form-message';
  message.setAttribute('role', 'alert');
  message.tabIndex = -1;
  message.hidden = true;
  (button?.parentElement ?? form).before(message);

  const show = (text: string) => {
    message.textContent = text;
    message.hidden = !text;
    if (text) message.focus();
  };

  const markInvalid = (input: HTMLInputElement | null) => {
    input?.setAttribute('aria-invalid', 'true');
    input?.setAttribute('aria-describedby', (message.id ||= `${form.getAttribute('data-form-id') ?? 'newsletter'}-message`));
  };

  const observer = new ResizeObserver(([entry]) => {
    if (entry) wrapper.classList.toggle(SMALL_CLASS, entry.contentRect.width < SMALL_WIDTH);
  });
  observer.observe(wrapper);

  let busy = false;
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const email = form.querySelector<HTMLInputElement>('input[name=email]');
    for (const input of inputs()) input.removeAttribute('aria-invalid');
    if (email && !isValidEmailField(email.value.trim(), true)) {
      markInvalid(email);
      show(t(FORM_TEXT, 'emailInvalid', { email: EMAIL_EXAMPLE }));
      return;
    }
    busy = true;
    show('');
    if (button) button.disabled = true;
    if (label) label.textContent = t(FORM_TEXT, 'submitting');
    const values = emptyRecord<string>();
    for (const input of inputs()) values[input.name] = input.value;
    try {
      const result = await submitForm({
        formId: form.getAttribute('data-form-id') ?? '',
        collectionId: form.getAttribute('data-collection-id') ?? undefined,
        objectName: form.getAttribute('data-object-name') ?? undefined,
        submitButtonText: buttonText,
        form: values,
      }, submitTimeoutOf(element));
      if (result.ok) {
        form.hidden = true;
        const html = element.querySelector<HTMLElement>('.form-submission-html[data-submission-html]');
        const text = element.querySelector<HTMLElement>('.form-submission-text');
        const shown = html && html.innerHTML.trim() ? html : text;
        if (shown) {
          shown.classList.remove('hidden');
          shown.tabIndex = -1;
          shown.focus();
        }
        return;
      }
      // A 400 naming fields marks them and says what is wrong beside them, without the form's
      // 'scroll up to review' notice: a newsletter has no fields above (docs/behaviour.md#newsletter).
      const fieldErrors = Object.entries(result.fieldErrors ?? {});
      for (const [name] of fieldErrors) markInvalid(inputs().find((input) => input.name === name) ?? null);
      show(fieldErrors.length ? fieldErrors.map(([, text]) => text).join(' ') : result.message);
    } finally {
      busy = false;
      if (button) button.disabled = false;
      if (label) label.textContent = buttonText;
    }
  };
  const listener = (event: SubmitEvent) => void onSubmit(event);
  form.addEventListener('submit', listener);
  form.noValidate = true;
  return () => {
    form.removeEventListener('submit', listener);
    observer.disconnect();
    message.remove();
    wrapper.classList.remove(SMALL_CLASS);
  };
}
