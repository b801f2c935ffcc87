/**
 * The system-error overlay (behaviour/layers.md#system-error): a modal alert over the
 * page with Reload Page and Clear. Three kinds of error:
 * - cleaned: 'Something Went Wrong!' and the standard apology;
 * - network: the server's error text, or 'Unable to connect to the
 *   provider. Please try again.'; a network-error event is logged;
 * - other: the url, the format in upper case and the error text, plus an
 *   error key.
 * Only one overlay shows at a time; errors arriving while it shows are
 * logged, not stacked.
 */
import type { DialogHandle } from '../dialog/dialog.ts';
import { holdLayer } from '../../layers/stack.ts';
import { openHeld } from '../../layers/open-held.ts';
import { t } from '../../catalogue/index.ts';
import { SYSTEM_ERROR_TEXT } from '../../catalogue/en/system-error.ts';
import { fail, warn } from '../../log.ts';
import { findRuntime } from '../../runtime-api.ts';
import { ownDoc } from '../../dom/doc.ts';

/** What went wrong, by kind. */
export type SystemError =
  | { kind: 'cleaned' }
  | { kind: 'network'; message?: string; url?: string }
  | { kind: 'other'; url: string; format: string; message: string; key?: string };

/** The overlay on screen, or on its way (the dialogs' chunk may still be loading). */
let current: Promise<DialogHandle> | undefined;
let currentHandle: DialogHandle | undefined;

function line(className: string, text: string, code = false): HTMLElement {
  const p = ownDoc.createElement('p');
  p.className = `site-system-error__${className}`;
  if (code) p.appendChild(ownDoc.createElement('code')).textContent = text;
  else p.textContent = text;
  return p;
}

/**
 * Shows the overlay for `error` and resolves with its dialog, or with the
 * one already showing. Clear closes it (as does Escape); Reload Page
 * reloads the page.
 *
 * The dialogs' chunk is imported here, not statically: the overlay's own
 * chunk then stays a small add-on, and the dialogs' chunk has one entry
 * (../dialog/module.ts) instead of a re-export wrapper in front of a shared
 * chunk, which every dialog would pay for.
 *
 * `release` is the overlay's place on the Escape stack, held from the
 * moment the error was seen (the data layer holds it before this chunk
 * loads): an Escape pressed before the dialog exists cancels the overlay
 * and never reaches the page's Escape fallbacks.
 *
 * Side effects: a modal dialog (focus moved in and contained, scroll
 * locked); for a network error a console warning and `network:error` on
 * the bus (the documented system_network_error, carrying urlRequested).
 */
export function showSystemError(
  error: SystemError = { kind: 'cleaned' },
  reload: () => void = () => location.reload(),
  release: () => boolean = holdLayer('system-error'),
): Promise<DialogHandle> {
  if (error.kind === 'network') {
    const detail = { urlRequested: error.url ?? '', message: error.message ?? '' };
    warn('network error', detail.urlRequested, detail.message);
    findRuntime()?.bus.emit('network:error', detail);
  }
  if (current && (!currentHandle || (currentHandle.state !== 'hiding' && currentHandle.state !== 'destroyed'))) {
    fail('another system error while the overlay shows:', error);
    release();
    return current;
  }
  currentHandle = undefined;
  let message: string | undefined;
  let content: HTMLElement | undefined;
  // Every text is read as the overlay is asked for, in the active language.
  if (error.kind === 'cleaned') message = t(SYSTEM_ERROR_TEXT, 'message');
  else if (error.kind === 'network') message = error.message || t(SYSTEM_ERROR_TEXT, 'networkFallback');
  else {
    content = ownDoc.createElement('div');
    content.append(line('url', error.url, true), line('format', error.format.toUpperCase()), line('text', error.message));
    if (error.key) content.append(line('key', error.key, true));
  }
  const showing = openHeld(
    release,
    () => import('../dialog/module.ts'),
    ({ openDialog }) =>
      (currentHandle = openDialog({
        kind: 'system-error',
        role: 'alertdialog',
        className: 'site-system-error',
        title: t(SYSTEM_ERROR_TEXT, 'title'),
        ...(message ? { message } : {}),
        ...(content ? { content } : {}),
        style: 'confirm-cancel',
        confirmText: t(SYSTEM_ERROR_TEXT, 'reloadPage'),
        cancelText: t(SYSTEM_ERROR_TEXT, 'clear'),
        // An error must be read: only Clear, Escape or Reload Page end it.
        closeOnOutsidePress: false,
        // Clear first: the least destructive answer (a reload loses what the page held).
        initialFocus: 'cancel',
        onConfirm: reload,
      })),
  );
  // A failed load must not block the next error from trying again.
  showing.catch(() => (current = currentHandle = undefined));
  return (current = showing);
}
