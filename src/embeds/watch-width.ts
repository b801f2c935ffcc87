import { onResize } from '../dom/on-resize.ts';

/**
 * Calls `onWidth` with an element's width now and whenever it changes
 * (a ResizeObserver), for blocks whose layout follows their own width
 * rather than the viewport's (docs/behaviour/commerce.md#commerce: the reservation
 * theme over 850 px, Tock's column layout at 750 px or less). A change is
 * handed on in the next frame, not inside the observer's report: what
 * `onWidth` writes (Tock's column class, the reservation's new theme)
 * changes the element's height (docs/behaviour/blocks.md#resize-writes).
 */
export function watchWidth(element: Element, onWidth: (width: number) => void): () => void {
  let last = -1;
  const check = (width: number): void => {
    if (width === last) return;
    last = width;
    onWidth(width);
  };
  check(element.getBoundingClientRect().width);
  if (typeof ResizeObserver === 'undefined') return () => {};
  return onResize(element, (entry) => check(entry.contentRect.width));
}
