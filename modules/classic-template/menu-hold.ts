/**
 * What the open mobile menu holds (docs/behaviour/page-modules.md#classic-template): its place on the
 * Escape stack, focus kept among its links and the toggle, and focus moved to its first
 * link. Its own chunk, loaded when the menu first opens: the focus trap is about 1.1 KB
 * gzip that a page whose visitor never opens the menu (every wide screen) does not need.
 */
import { containFocus, tabbables } from '../../src/layers/focus.ts';
import { pushLayer } from '../../src/layers/stack.ts';

/** Frames to keep trying to focus the first link while the overlay fades in. */
const FOCUS_FRAMES = 30;

/** Moves focus to the menu's first link once the stylesheet shows it. */
function focusFirst(menu: HTMLElement, isOpen: () => boolean, frames = FOCUS_FRAMES): void {
  const first = tabbables(menu)[0];
  if (first) return first.focus({ preventScroll: true });
  if (frames > 0) requestAnimationFrame(() => isOpen() && focusFirst(menu, isOpen, frames - 1));
}

/** How an open menu closes and tells it is open, and its toggle (kept among the focus stops). */
export interface MenuToggle {
  toggle: HTMLElement;
  isOpen: () => boolean;
  close: () => void;
}

/** Holds the open `menu`; returns what lets it go. */
export function holdMenu(menu: HTMLElement, { toggle, isOpen, close }: MenuToggle): () => void {
  // The overlay covers the page: a press anywhere is inside it, and the toggle sits above it.
  const layer = pushLayer({ kind: 'mobile-nav', element: menu, closeOnOutsidePress: false, close: () => isOpen() && close() });
  const release = containFocus({ predicate: (element) => menu.contains(element) || element === toggle });
  focusFirst(menu, isOpen);
  return () => {
    layer.remove();
    release();
  };
}
