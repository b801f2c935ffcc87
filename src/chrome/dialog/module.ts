/**
 * The dialog chunk (`SiteRuntime.load('services').then((s) => s.dialog())`):
 * confirmation, alert and information dialogs as small DOM, with no React.
 */

export { DIALOG_BASE_Z_INDEX, INFORMATION_AUTO_HIDE_MS, openDialog } from './dialog.ts';
export type { DialogHandle, DialogOptions, DialogPosition, DialogResult, DialogState, DialogStyle } from './dialog.ts';
export { alertDialog, confirmDialog, informationDialog } from './presets.ts';
