/**
 * The form's lightbox (docs/behaviour/forms.md#form-lightbox): the platform's modal
 * lightbox markup (`.sqs-modal-lightbox` > `.sqs-modal-lightbox-content` >
 * `.lightbox-background` + `.lightbox-inner` > `.lightbox-content`, with its
 * `.lightbox-close`), which site stylesheets style, as a WAI-ARIA modal
 * dialog named by the form's title. It borrows the block's `.form-wrapper`
 * while open and gives it back, hidden, when it closes. Built on the shared
 * layer helpers: the Escape stack, the focus trap and the scroll lock.
 */
import type { Bus } from '../../src/bus.ts';
import { t } from '../../src/catalogue/index.ts';
import { FORM_TEXT } from '../../src/catalogue/en/form.ts';
import { DIALOG_BASE_Z_INDEX } from '../../src/layers/z-index.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { containFocus, tabbables } from '../../src/layers/focus.ts';
import { lockScroll } from '../../src/layers/scroll-lock.ts';
import { layerCount, pushLayer } from '../../src/layers/stack.ts';
import './lightbox.css';

/** The class site stylesheets lock the page's scrolling with while a modal lightbox is open. */
const OPEN_CLASS = 'sqs-modal-lightbox-open';

/** How a form lightbox closed: Escape, a press outside or the close button (`cancel`), or the page (`dismiss`). */
export type FormLightboxResult = 'cancel' | 'dismiss';

/** An open form lightbox. */
export interface FormLightbox {
  /** True until it closes. */
  readonly open: boolean;
  /** Closes it (ignored once closed). */
  close(result: FormLightboxResult): void;
  /** Moves focus to the form's first field, unless the visitor has already moved it inside. */
  focusFirstField(): void;
}

/** What {@link openFormLightbox} shows. */
export interface FormLightboxOptions {
  /** The dialog's id in `dialog:open` / `dialog:close`. */
  id: string;
  /** Its kind on the Escape stack and in those events. */
  kind: string;
  /** The control that opened it: `aria-expanded`, and focus comes back to it. */
  handle: HTMLElement;
  /** The block's `.form-wrapper`, borrowed while open. */
  wrapper: HTMLElement;
  /** The id of the element that names the dialog (the form's title). */
  labelId: string;
  bus: Bus;
}

function div(className: string): HTMLDivElement {
  const element = ownDoc.createElement('div');
  element.className = className;
  return element;
}

/** The platform's lightbox markup around the box that is the dialog; the close button first in it. */
function buildFrame(labelId: string) {
  const root = div('sqs-modal-lightbox form-lightbox');
  const content = root.appendChild(div('sqs-modal-lightbox-content'));
  content.appendChild(div('lightbox-background'));
  const box = content.appendChild(div('lightbox-inner')).appendChild(div('lightbox-content lightbox-form-content-background'));
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-labelledby', labelId);
  box.tabIndex = -1;
  const close = box.appendChild(ownDoc.createElement('button'));
  close.type = 'button';
  close.className = 'lightbox-close';
  close.setAttribute('aria-label', t(FORM_TEXT, 'lightboxClose'));
  close.appendChild(ownDoc.createElement('span')).textContent = '×';
  close.firstElementChild!.setAttribute('aria-hidden', 'true');
  return { root, box, close };
}

/**
 * Keeps the focus given back to the handle when the press outside that closed the lightbox
 * goes on: the press's mousedown would move focus to the page under it (the body). Its one
 * mousedown is told not to; a later press (its pointerdown comes first) takes the guard away.
 */
function keepFocusThroughPress(): void {
  const guard = (event: Event) => event.preventDefault();
  const drop = () => {
    ownDoc.removeEventListener('mousedown', guard, true);
    ownDoc.removeEventListener('pointerdown', drop, true);
  };
  ownDoc.addEventListener('mousedown', guard, { capture: true, once: true });
  ownDoc.addEventListener('pointerdown', drop, { capture: true, once: true });
}

/**
 * Opens the lightbox over the page with the form in it.
 *
 * Side effects: appends the lightbox to `document.body` and moves `wrapper`
 * into it; pushes a layer on the Escape stack; contains Tab focus in the box,
 * locks page scroll and sets `sqs-modal-lightbox-open` on the root element;
 * emits `dialog:open`. Closing undoes each, puts the wrapper back in its place
 * (hidden), gives focus back to the handle and emits `dialog:close`.
 */
export function openFormLightbox({ id, kind, handle, wrapper, labelId, bus }: FormLightboxOptions): FormLightbox {
  const frame = buildFrame(labelId);
  const place = ownDoc.createComment(kind);
  wrapper.before(place);
  frame.box.append(wrapper);
  wrapper.classList.remove('hidden');
  frame.root.style.zIndex = String(DIALOG_BASE_Z_INDEX + layerCount());
  let closed = false;
  // Pushed first: an Escape from here on closes this lightbox and nothing else.
  const layer = pushLayer({ kind, element: frame.box, close: (reason) => finish('cancel', reason === 'outside') });
  ownDoc.body.append(frame.root);
  ownDoc.documentElement.classList.add(OPEN_CLASS);
  const unlockScroll = lockScroll();
  const releaseFocus = containFocus({ container: frame.box });
  handle.setAttribute('aria-expanded', 'true');
  frame.close.addEventListener('click', () => finish('cancel'));

  function finish(result: FormLightboxResult, byPress = false): void {
    if (closed) return;
    closed = true;
    if (byPress) keepFocusThroughPress();
    layer.remove();
    releaseFocus();
    unlockScroll();
    ownDoc.documentElement.classList.remove(OPEN_CLASS);
    wrapper.classList.add('hidden');
    place.replaceWith(wrapper);
    frame.root.remove();
    handle.setAttribute('aria-expanded', 'false');
    if (handle.isConnected) handle.focus({ preventScroll: true });
    bus.emit('dialog:close', { id, kind, result });
  }
  function focusFirstField(): void {
    const active = ownDoc.activeElement;
    if (closed || (active && active !== frame.box && frame.box.contains(active))) return;
    (tabbables(wrapper)[0] ?? frame.box).focus({ preventScroll: true });
  }

  focusFirstField();
  bus.emit('dialog:open', { id, kind });
  return {
    get open() {
      return !closed;
    },
    close: finish,
    focusFirstField,
  };
}
