/** The popup overlay's layer id and kind, in `dialog:open` / `dialog:close` and on the Escape stack. */
export const LAYER_ID = 'popup-overlay';
