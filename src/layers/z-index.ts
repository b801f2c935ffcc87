/**
 * Where modal layers stack (behaviour/layers.md#dialogs: "30000 elsewhere"): each
 * dialog, and the form lightbox, sits at this base plus the number of layers
 * already open, so the newest is on top. A file of its own, so that a layer
 * other than the dialogs reads it without the dialogs' chunk.
 */
export const DIALOG_BASE_Z_INDEX = 30000;
