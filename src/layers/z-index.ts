/**
 * Where modal layers stack (docs/behaviour/layers.md#dialogs: "Dialogs start at z-index 30000"): each
 * dialog, and the form lightbox, sits at this base plus the number of layers
 * already open, so the newest is on top. A file of its own, so that a layer
 * other than the dialogs reads it without the dialogs' chunk.
 */
export const DIALOG_BASE_Z_INDEX = 30000;
