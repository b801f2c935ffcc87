/**
 * The popup overlay's markup (docs/behaviour/popup-overlay.md#popup-overlay): a backdrop
 * holding a WAI-ARIA modal dialog with the close button, the title, the
 * text, the newsletter form and the call-to-action button. Every setting is
 * written as text, never as HTML.
 */
import { t } from '../../src/catalogue/index.ts';
import { POPUP_OVERLAY_TEXT } from '../../src/catalogue/en/popup-overlay.ts';
import type { PopupOverlaySettings } from './settings.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** The parts the module wires up. */
export interface PopupOverlayView {
  root: HTMLElement;
  dialog: HTMLElement;
  close: HTMLButtonElement;
  form?: HTMLFormElement;
  button?: HTMLAnchorElement;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = ownDoc.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** Builds the overlay (not yet in the page). */
export function buildPopupOverlay(settings: PopupOverlaySettings): PopupOverlayView {
  const root = element('div', 'sqs-popup-overlay');
  root.dataset.style = String(settings.style);
  const dialog = element('div', 'sqs-popup-overlay-content');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.tabIndex = -1;
  const close = element('button', 'sqs-popup-overlay-close', '×');
  close.type = 'button';
  close.setAttribute('aria-label', t(POPUP_OVERLAY_TEXT, 'close'));
  dialog.append(close);
  if (settings.title) {
    const title = element('h2', 'sqs-popup-overlay-title', settings.title);
    title.id = 'sqs-popup-overlay-title';
    dialog.setAttribute('aria-labelledby', title.id);
    dialog.append(title);
  } else {
    dialog.setAttribute('aria-label', settings.body || t(POPUP_OVERLAY_TEXT, 'subscribe'));
  }
  if (settings.body) {
    const body = element('p', 'sqs-popup-overlay-body', settings.body);
    body.id = 'sqs-popup-overlay-body';
    dialog.setAttribute('aria-describedby', body.id);
    dialog.append(body);
  }
  let form: HTMLFormElement | undefined;
  if (settings.form) {
    form = element('form', 'sqs-popup-overlay-form');
    form.noValidate = true;
    const label = element('label', 'sqs-popup-overlay-label', t(POPUP_OVERLAY_TEXT, 'emailLabel'));
    label.htmlFor = 'sqs-popup-overlay-email';
    const input = element('input', 'sqs-popup-overlay-email');
    Object.assign(input, { id: 'sqs-popup-overlay-email', name: 'email', type: 'email', autocomplete: 'email', required: true });
    const submit = element('button', 'sqs-popup-overlay-submit', settings.form.buttonText ?? t(POPUP_OVERLAY_TEXT, 'subscribe'));
    submit.type = 'submit';
    const message = element('p', 'sqs-popup-overlay-message');
    message.id = 'sqs-popup-overlay-message';
    message.setAttribute('role', 'alert');
    message.hidden = true;
    form.append(label, input, submit, message);
    dialog.append(form);
  }
  let button: HTMLAnchorElement | undefined;
  if (settings.button) {
    button = element('a', 'sqs-popup-overlay-button', settings.button.text);
    button.href = settings.button.url;
    if (settings.button.newWindow) {
      button.target = '_blank';
      button.rel = 'noopener noreferrer';
    }
    dialog.append(button);
  }
  root.append(dialog);
  return { root, dialog, close, form, button };
}
