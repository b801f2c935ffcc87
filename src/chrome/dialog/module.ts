/**
 * The site chrome's UI chunk (`SiteRuntime.load('services').then((s) => s.dialog())`):
 * confirmation, alert and information dialogs as small DOM, with no React.
 *
 * Everything that shows a dialog imports this one module, dynamically (the
 * logout notice, the checkout alert), so esbuild keeps the dialog, its
 * focus and scroll helpers and its styles in one chunk instead of splitting
 * them by importer: fewer files, fewer bytes.
 */

export { DIALOG_BASE_Z_INDEX, INFORMATION_AUTO_HIDE_MS, openDialog } from './dialog.ts';
export type { DialogHandle, DialogOptions, DialogPosition, DialogResult, DialogState, DialogStyle } from './dialog.ts';
export { alertDialog, confirmDialog, informationDialog } from './presets.ts';
