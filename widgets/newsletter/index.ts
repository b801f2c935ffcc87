/**
 * The newsletter block (51): the platform's markup is complete, so it is
 * enhanced in place (no React) and submits through the form's engine (key,
 * save, status messages); a 400's field errors are shown in its message
 * line, without the form's 'scroll up' notice (docs/behaviour/content-blocks.md#newsletter). Containers under 320 px get a small class
 * (behaviour/content-blocks.md#newsletter).
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { t } from '../../src/catalogue/index.ts';
import { FORM_TEXT } from '../../src/catalogue/en/form.ts';
import { submitForm, type SubmissionPayload } from '../../src/forms/submit.ts';
import type { SubmissionFailure } from '../../src/forms/status-messages.ts';
import { emptyRecord } from '../../src/own-value.ts';
import { submitTimeoutOf } from '../../src/forms/submit-timeout.ts';
import { isValidEmailField } from '../../src/validate/email.ts';
import { EMAIL_EXAMPLE } from '../../src/forms/validate.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import './newsletter.css';
import { ownDoc } from '../../src/dom/doc.ts';
import { onResize } from '../../src/dom/on-resize.ts';

/** Below this width the container gets {@link SMALL_CLASS}. */
const SMALL_WIDTH = 320;
/** The class a narrow newsletter container gets. */
const SMALL_CLASS = 'newsletter-form-wrapper--small';
/** The class that tells site stylesheets the block is enhanced (they hide the block without it). */
const RENDERED_CLASS = 'rendered';

/** Mounts the block's `form.newsletter-form`. */
export function mount(element: HTMLElement, _data: unknown, _context: BlockContext): Cleanup {
  const form = element.querySelector<HTMLFormElement>('form.newsletter-form');
  if (!form) throw new BlockDataError('form.newsletter-form', 'no form.newsletter-form in the block');
  const wrapper = form.closest<HTMLElement>('.newsletter-form-wrapper') ?? element;
  const button = form.querySelector<HTMLButtonElement>('button.newsletter-form-button, button[type=submit]');
  const label = button?.querySelector('.newsletter-form-button-label') ?? button;
  const buttonText = (label?.textContent ?? '').trim();
  const message = addMessageLine(form, button);
  // In the next frame: the class stacks the form, so the wrapper's height changes (docs/behaviour/blocks.md#resize-writes).
  const stopWatching = onResize(wrapper, (entry) => wrapper.classList.toggle(SMALL_CLASS, entry.contentRect.width < SMALL_WIDTH));

  let busy = false;
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy || !passesClientCheck(form, message)) return;
    busy = true;
    showMessage(message, '');
    if (button) button.disabled = true;
    if (label) label.textContent = t(FORM_TEXT, 'submitting');
    try {
      const result = await submitForm(submissionOf(form, buttonText), submitTimeoutOf(element));
      if (result.ok) showSuccess(element, form);
      else showFailure(form, message, result);
    } finally {
      busy = false;
      if (button) button.disabled = false;
      if (label) label.textContent = buttonText;
    }
  };
  const listener = (event: SubmitEvent) => void onSubmit(event);
  form.addEventListener('submit', listener);
  form.noValidate = true;
  // Site stylesheets keep `.newsletter-block:not(.rendered)` transparent until the block's script
  // has run (docs/behaviour/content-blocks.md#newsletter-rendered).
  element.classList.add(RENDERED_CLASS);
  return () => {
    element.classList.remove(RENDERED_CLASS);
    form.removeEventListener('submit', listener);
    stopWatching();
    message.remove();
    wrapper.classList.remove(SMALL_CLASS);
  };
}

const inputsOf = (form: HTMLFormElement) => Array.from(form.querySelectorAll<HTMLInputElement>('input[name]'));

/** The message line before the button: announced; visitor text never goes in as HTML. */
function addMessageLine(form: HTMLFormElement, button: HTMLButtonElement | null): HTMLParagraphElement {
  const message = ownDoc.createElement('p');
  message.className = 'newsletter-form-message';
  message.setAttribute('role', 'alert');
  message.tabIndex = -1;
  message.hidden = true;
  (button?.parentElement ?? form).before(message);
  return message;
}

/** Shows `text` in the message line and moves focus to it; an empty text hides the line. */
function showMessage(message: HTMLElement, text: string): void {
  message.textContent = text;
  message.hidden = !text;
  if (text) message.focus();
}

/** Marks `input` invalid and described by the message line. */
function markInvalid(form: HTMLFormElement, message: HTMLElement, input: HTMLInputElement | null): void {
  input?.setAttribute('aria-invalid', 'true');
  input?.setAttribute('aria-describedby', (message.id ||= `${form.getAttribute('data-form-id') ?? 'newsletter'}-message`));
}

/** Clears the old marks, then refuses an invalid email before anything is sent. */
function passesClientCheck(form: HTMLFormElement, message: HTMLElement): boolean {
  const email = form.querySelector<HTMLInputElement>('input[name=email]');
  for (const input of inputsOf(form)) input.removeAttribute('aria-invalid');
  if (!email || isValidEmailField(email.value.trim(), true)) return true;
  markInvalid(form, message, email);
  showMessage(message, t(FORM_TEXT, 'emailInvalid', { email: EMAIL_EXAMPLE }));
  return false;
}

/** The form engine's submission: the form's parameters and every named input's value. */
function submissionOf(form: HTMLFormElement, buttonText: string): SubmissionPayload {
  const values = emptyRecord<string>();
  for (const input of inputsOf(form)) values[input.name] = input.value;
  return {
    formId: form.getAttribute('data-form-id') ?? '',
    collectionId: form.getAttribute('data-collection-id') ?? undefined,
    objectName: form.getAttribute('data-object-name') ?? undefined,
    submitButtonText: buttonText,
    form: values,
  };
}

/**
 * Hides the form and shows (and focuses) the submission HTML, else the submission text, in the
 * form's place: real pages serve both inside the form, where hiding the form would hide them too
 * (docs/behaviour/content-blocks.md#newsletter-rendered).
 */
function showSuccess(element: HTMLElement, form: HTMLFormElement): void {
  form.hidden = true;
  const html = element.querySelector<HTMLElement>('.form-submission-html[data-submission-html]');
  const text = element.querySelector<HTMLElement>('.form-submission-text');
  const shown = html && html.innerHTML.trim() ? html : text;
  if (shown) {
    if (form.contains(shown)) form.after(shown);
    shown.classList.remove('hidden');
    shown.tabIndex = -1;
    shown.focus();
  }
}

/** Marks the fields a 400 named and says what failed. */
function showFailure(form: HTMLFormElement, message: HTMLElement, result: SubmissionFailure): void {
  // A 400 naming fields marks them and says what is wrong beside them, without the form's
  // 'scroll up to review' notice: a newsletter has no fields above (docs/behaviour/content-blocks.md#newsletter).
  const fieldErrors = Object.entries(result.fieldErrors ?? {});
  for (const [name] of fieldErrors) markInvalid(form, message, inputsOf(form).find((input) => input.name === name) ?? null);
  showMessage(message, fieldErrors.length ? fieldErrors.map(([, text]) => text).join(' ') : result.message);
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
