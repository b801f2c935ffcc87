/**
 * Calls `onWidth` with an element's width now and whenever it changes
 * (a ResizeObserver), for blocks whose layout follows their own width
 * rather than the viewport's (docs/behaviour.md#commerce: the reservation
 * theme over 850 px, Tock's column layout at 750 px or less).
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
  const observer = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) check(entry.contentRect.width);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
