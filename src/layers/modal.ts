/**
 * What only a modal layer needs: focus containment and the page scroll
 * lock. Its own module so the dialog can load it with the first modal
 * dialog, and an information dialog or a tooltip never pays for it.
 */
export { containFocus } from './focus.ts';
export { lockScroll } from './scroll-lock.ts';
