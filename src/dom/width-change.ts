/**
 * Calls `changed` when `element`'s width changes, not on the observer's
 * first report nor on a height change (a block's lines move only when its
 * width does); returns the observer, to disconnect. The width is the
 * observer's own (its first report is the start), never read at once: a
 * mount that read it after writing would force a layout of the whole
 * document (docs/behaviour/blocks.md#many-blocks).
 */
export function onWidthChange(element: HTMLElement, changed: () => void): ResizeObserver {
  let width: number | undefined;
  const resize = new ResizeObserver((entries) => {
    const seen = entries[entries.length - 1]!.contentRect.width;
    const before = width;
    width = seen;
    if (before !== undefined && seen !== before) changed();
  });
  resize.observe(element);
  return resize;
}
