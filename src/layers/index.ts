/**
 * Layers: the one Escape stack every layer registers with, and the focus
 * and scroll helpers a modal layer needs. DOM dialogs and React widgets
 * import these same modules (one shared instance per page).
 */
export { CONTROL_AREAS, closeTopLayer, isEscape, layerCount, pushLayer, wasHandled } from './stack.ts';
export type { CloseReason, LayerHandle, LayerOptions } from './stack.ts';
export { containFocus, focusInside, rememberFocus, tabbables } from './focus.ts';
export type { FocusScope } from './focus.ts';
export { isScrollLocked, lockScroll } from './scroll-lock.ts';
