/**
 * Calls `changed` when `element`'s width changes, not on the observer's
 * first report nor on a height change (a block's lines move only when its
 * width does); returns the observer, to disconnect.
 */
export function onWidthChange(element: HTMLElement, changed: () => void): ResizeObserver {
  let width = element.clientWidth;
  const resize = new ResizeObserver(() => {
    if (element.clientWidth === width) return;
    width = element.clientWidth;
    changed();
  });
  resize.observe(element);
  return resize;
}
