/**
 * The dialog kinds the documented rules (behaviour/layers.md#dialogs) name: the confirmation (confirm/reject,
 * confirm/cancel, confirm only, no buttons), the alert with its 'Okay'
 * button, and the information dialog that hides itself after 2000 ms in the
 * top right corner.
 */
import { t } from '../../catalogue/index.ts';
import { DIALOG_TEXT } from '../../catalogue/en/dialog.ts';
import { INFORMATION_AUTO_HIDE_MS, openDialog, type DialogHandle, type DialogOptions } from './dialog.ts';

/** A confirmation; resolves true only when confirmed. */
export function confirmDialog(options: DialogOptions): { handle: DialogHandle; confirmed: Promise<boolean> } {
  const handle = openDialog({ kind: 'confirm', ...options });
  return { handle, confirmed: handle.result.then((result) => result === 'confirm') };
}

/**
 * An alert: a modal message with one 'Okay' button (behaviour/layers.md#dialogs),
 * as `alertdialog` because it interrupts. Without a title the message names it.
 */
export function alertDialog(message: string, title?: string, options: DialogOptions = {}): DialogHandle {
  return openDialog({
    kind: 'alert',
    role: 'alertdialog',
    style: 'confirm',
    // Read per call: the active language's 'Okay'.
    confirmText: t(DIALOG_TEXT, 'okay'),
    message,
    ...(title ? { title } : {}),
    ...options,
  });
}

/**
 * The information dialog: non-modal (focus stays where it was), top right,
 * no buttons, gone after 2000 ms; read out through a polite live region.
 * Escape or a press outside still closes it sooner.
 */
export function informationDialog(title: string, message?: string, options: DialogOptions = {}): DialogHandle {
  return openDialog({
    kind: 'information',
    style: 'none',
    modal: false,
    position: 'top-right',
    autoHideMs: INFORMATION_AUTO_HIDE_MS,
    title,
    ...(message ? { message } : {}),
    ...options,
  });
}
