/**
 * The dialog (behaviour/layers.md#dialogs): shown, then confirmed,
 * rejected or cancelled, then hidden, then destroyed. A small DOM module,
 * no React, so a page with no React block can say 'Logout Successful'
 * without downloading React.
 *
 * WAI-ARIA dialog pattern: `role="dialog"` (or `alertdialog`), `aria-modal`,
 * labelled by its title and described by its message; a modal one moves
 * focus in, keeps Tab inside, locks page scroll and gives focus back when it
 * closes. Every dialog is a layer on the one Escape stack: Escape or a press
 * outside it cancels it, most recent first.
 */
import { layerCount, pushLayer } from '../../layers/stack.ts';
import { announce } from './announce.ts';
// In the dialogs' chunk, not loaded on demand: one file instead of two for
// every modal dialog (about 260 B gzip less, counting the import code),
// and an information dialog pays about 900 B for them, still within 5 KB.
import { containFocus } from '../../layers/focus.ts';
import { lockScroll } from '../../layers/scroll-lock.ts';
import { adoptStyles } from './adopt-styles.ts';
// Adopted as text (minified by the build), so no <style> element is injected.
import DIALOG_CSS from './dialog.css?raw';
import { t } from '../../catalogue/index.ts';
import { DIALOG_TEXT } from '../../catalogue/en/dialog.ts';
import { afterTransition } from './transition.ts';
import { handleError } from '../../log.ts';
import { findRuntime } from '../../runtime-api.ts';
import { ownDoc } from '../../dom/doc.ts';

import { DIALOG_BASE_Z_INDEX } from '../../layers/z-index.ts';

/** The base z-index of dialogs (src/layers/z-index.ts); each stacked layer adds one. */
export { DIALOG_BASE_Z_INDEX };
/** The information dialog hides itself after this long (behaviour/layers.md#dialogs). */
export const INFORMATION_AUTO_HIDE_MS = 2000;

/** Which buttons a dialog has (behaviour/layers.md#dialogs); `confirm-cancel` is the default. */
export type DialogStyle = 'confirm-reject' | 'confirm-cancel' | 'confirm' | 'none';

/**
 * How a dialog ended: a button (`confirm`, `reject`), Escape, an outside
 * press or the Cancel button (`cancel`), or its own timer or code (`dismiss`).
 */
export type DialogResult = 'confirm' | 'reject' | 'cancel' | 'dismiss';

/** Where a dialog sits: centred over a backdrop, or in the top right corner. */
export type DialogPosition = 'center' | 'top-right';

/** What {@link openDialog} shows. Every text is written as text, never as HTML. */
export interface DialogOptions {
  title?: string;
  message?: string;
  /** Extra content built by the caller (DOM nodes, never HTML strings). */
  content?: Node;
  /** Default `confirm-cancel`. */
  style?: DialogStyle;
  /**
   * Button labels; defaults 'Confirm', 'Cancel', 'Reject' (the catalogue's
   * `dialog` area, in the language active when the dialog opens).
   */
  confirmText?: string;
  cancelText?: string;
  rejectText?: string;
  /** Default true: backdrop, focus moved in and contained, page scroll locked. */
  modal?: boolean;
  /** Default `center`. */
  position?: DialogPosition;
  /** Hides the dialog (result `dismiss`) after this many milliseconds. */
  autoHideMs?: number;
  /** `alertdialog` for messages that need an answer; default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Which button gets focus first; default `confirm`. */
  initialFocus?: 'confirm' | 'cancel';
  /** A name carried by `dialog:open` / `dialog:close` and `data-dialog-kind`; default `dialog`. */
  kind?: string;
  /** Default true: a press outside the dialog cancels it (false for messages that must be answered). */
  closeOnOutsidePress?: boolean;
  /** Extra class names for the panel. */
  className?: string;
  onConfirm?: () => void;
  onReject?: () => void;
  onCancel?: () => void;
  /** After the dialog has been hidden and removed. */
  onDestroy?: (result: DialogResult) => void;
}

/** The lifecycle state, mirrored in the panel's `data-dialog-state`. */
export type DialogState = 'showing' | 'shown' | 'hiding' | 'destroyed';

/** A dialog on the page. */
export interface DialogHandle {
  id: string;
  /** The panel (`role="dialog"`). */
  element: HTMLElement;
  /** Settles with how the dialog ended, as soon as that is decided. */
  result: Promise<DialogResult>;
  /** Settles when the dialog has been hidden and removed from the page. */
  destroyed: Promise<void>;
  /** Settles when a modal's focus containment and scroll lock are in place: they are set up as the dialog opens, so it is already settled. */
  ready: Promise<void>;
  readonly state: DialogState;
  /** Ends the dialog with `result` (default `dismiss`); ignored once it has ended. */
  close(result?: DialogResult): void;
}

let counter = 0;

/** The option called for each answer (a dismissal has none). */
const ANSWER_CALLBACKS = { confirm: 'onConfirm', reject: 'onReject', cancel: 'onCancel' } as const;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = ownDoc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function safely(callback: (() => void) | undefined, what: string): void {
  try {
    callback?.();
  } catch (error) {
    handleError(`a dialog's ${what} callback threw:`, error);
  }
}

/** The dialog's answer buttons, by answer. */
type DialogButtons = Partial<Record<'confirm' | 'cancel' | 'reject', HTMLButtonElement>>;

/**
 * Shows a dialog and returns its handle.
 *
 * Side effects: adopts the dialog styles once; appends the dialog to
 * `document.body`; pushes a layer on the Escape stack; for a modal, moves
 * focus in (and back on close), contains Tab and locks page scroll until it
 * is hidden; emits `dialog:open` now and
 * `dialog:close` when it ends; an auto-hiding dialog is also announced
 * through a polite live region.
 */
export function openDialog(options: DialogOptions = {}): DialogHandle {
  adoptStyles('dialog', DIALOG_CSS);
  const id = `site-dialog-${++counter}`;
  const kind = options.kind ?? 'dialog';
  const modal = options.modal !== false;
  const root = element('div', `site-dialog-root site-dialog-root--${options.position ?? 'center'}${modal ? ' site-dialog-root--modal' : ''}`);
  root.style.zIndex = String(DIALOG_BASE_Z_INDEX + layerCount());
  const panel = dialogPanel(id, kind, modal, options);
  const buttons = addButtons(panel, options, (which) => finish(which));
  root.append(panel);

  const life = dialogLifecycle(panel);
  const { result, destroyed, setState } = life;

  // Pushed before anything is shown: an Escape pressed while the dialog is
  // still fading in closes this dialog, and only this one.
  const layer = pushLayer({ element: panel, kind, closeOnOutsidePress: options.closeOnOutsidePress !== false, close: () => finish('cancel') });
  const opener = modal ? ownDoc.activeElement : null;
  ownDoc.body.append(root);
  const releaseModal = modal ? holdModal(panel, buttons, options) : undefined;
  if (options.autoHideMs !== undefined) announce([options.title, options.message].filter(Boolean).join('. '));
  fadeIn(
    root,
    () => life.state === 'showing',
    () => setState('shown'),
  );
  const autoHide = options.autoHideMs === undefined ? undefined : setTimeout(() => finish('dismiss'), options.autoHideMs);
  findRuntime()?.bus.emit('dialog:open', { id, kind });

  function finish(outcome: DialogResult): void {
    if (life.state === 'hiding' || life.state === 'destroyed') return;
    clearTimeout(autoHide);
    layer.remove();
    setState('hiding');
    life.settle(outcome);
    if (outcome !== 'dismiss') safely(options[ANSWER_CALLBACKS[outcome]], outcome);
    findRuntime()?.bus.emit('dialog:close', { id, kind, result: outcome });
    releaseModal?.();
    // Focus goes back where it was before the dialog (if that is still on the page).
    if (opener instanceof HTMLElement && opener !== ownDoc.body && opener.isConnected) opener.focus({ preventScroll: true });
    root.classList.remove('site-dialog-root--visible');
    void afterTransition(root).then(() => {
      root.remove();
      setState('destroyed');
      life.markDestroyed();
      safely(() => options.onDestroy?.(outcome), 'destroy');
    });
  }

  return {
    id,
    element: panel,
    result,
    destroyed,
    ready: Promise.resolve(),
    get state() {
      return life.state;
    },
    close: (outcome: DialogResult = 'dismiss') => finish(outcome),
  };
}

/** A dialog's state (mirrored in `data-dialog-state`) and the promises that settle with its end. */
function dialogLifecycle(panel: HTMLElement) {
  let settle!: (result: DialogResult) => void;
  let markDestroyed!: () => void;
  const life = {
    state: 'showing' as DialogState,
    result: new Promise<DialogResult>((resolve) => (settle = resolve)),
    destroyed: new Promise<void>((resolve) => (markDestroyed = resolve)),
    settle: (result: DialogResult) => settle(result),
    markDestroyed: () => markDestroyed(),
    setState(next: DialogState): void {
      life.state = next;
      panel.setAttribute('data-dialog-state', next);
    },
  };
  life.setState('showing');
  return life;
}

/** The dialog's panel: its role and names, title, message and content (WAI-ARIA dialog pattern). */
function dialogPanel(id: string, kind: string, modal: boolean, options: DialogOptions): HTMLElement {
  const panel = element('div', `site-dialog site-dialog--${kind}${options.className ? ` ${options.className}` : ''}`);
  panel.id = id;
  panel.setAttribute('role', options.role ?? 'dialog');
  panel.setAttribute('aria-modal', String(modal));
  panel.setAttribute('data-dialog-kind', kind);
  panel.tabIndex = -1;
  if (options.title) {
    const title = panel.appendChild(element('h2', 'site-dialog__title', options.title));
    title.id = `${id}-title`;
    panel.setAttribute('aria-labelledby', title.id);
  }
  if (options.message) {
    const message = panel.appendChild(element('p', 'site-dialog__message', options.message));
    message.id = `${id}-message`;
    // With no title the message names the dialog; otherwise it describes it.
    panel.setAttribute(options.title ? 'aria-describedby' : 'aria-labelledby', message.id);
  }
  if (options.content) panel.appendChild(element('div', 'site-dialog__content')).append(options.content);
  return panel;
}

/** The buttons the dialog's style asks for, each answering with `press`. */
function addButtons(panel: HTMLElement, options: DialogOptions, press: (which: DialogResult) => void): DialogButtons {
  const buttons: DialogButtons = {};
  const style = options.style ?? 'confirm-cancel';
  if (style === 'none') return buttons;
  const bar = panel.appendChild(element('div', 'site-dialog__buttons'));
  const add = (which: 'confirm' | 'cancel' | 'reject', label: string): void => {
    const button = bar.appendChild(element('button', `site-dialog__button site-dialog__button--${which}`, label));
    button.type = 'button';
    button.addEventListener('click', () => press(which));
    buttons[which] = button;
  };
  // The way out comes first, the action last, as in the platform's dialogs.
  // Default labels are read now, not when this chunk loaded, so a
  // language chosen (setLocale) after load shows in the next dialog.
  if (style === 'confirm-reject') add('reject', options.rejectText ?? t(DIALOG_TEXT, 'reject'));
  if (style === 'confirm-cancel') add('cancel', options.cancelText ?? t(DIALOG_TEXT, 'cancel'));
  add('confirm', options.confirmText ?? t(DIALOG_TEXT, 'confirm'));
  return buttons;
}

/** A modal's hold on the page: focus moved in and contained, scroll locked. Returns the release. */
function holdModal(panel: HTMLElement, buttons: DialogButtons, options: DialogOptions): () => void {
  const first = (options.initialFocus === 'cancel' ? (buttons.cancel ?? buttons.reject) : undefined) ?? buttons.confirm ?? panel;
  first.focus({ preventScroll: true });
  const releaseFocus = containFocus({ container: panel });
  const unlockScroll = lockScroll();
  return () => {
    releaseFocus();
    unlockScroll();
  };
}

/** One frame in the hidden style first, so the opacity transition runs; then `shown` unless it closed meanwhile. */
function fadeIn(root: HTMLElement, stillShowing: () => boolean, shown: () => void): void {
  requestAnimationFrame(() => {
    if (!stillShowing()) return;
    root.classList.add('site-dialog-root--visible');
    void afterTransition(root).then(() => {
      if (stillShowing()) shown();
    });
  });
}
