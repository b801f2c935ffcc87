import type { SummaryData } from './data.ts';

/** The documented gallery-design defaults, which the summary designs share (docs/behaviour/content-blocks.md#content-blocks). */
export const SUMMARY_DEFAULTS = { columnWidth: 250, gutter: 0, carouselGutter: 1, slidesPerRow: 3 } as const;

/**
 * Lays the item list out for its design with CSS custom properties (the
 * CSSOM, allowed under a strict CSP) and hides the items past `pageSize`.
 * Returns the undo.
 */
export function layOut(list: HTMLElement, items: HTMLElement[], data: SummaryData): () => void {
  const designClass = `summary-design-${data.design}`;
  const gutter = data.gutter ?? (data.design === 'carousel' ? SUMMARY_DEFAULTS.carouselGutter : SUMMARY_DEFAULTS.gutter);
  list.classList.add('summary-laid-out', designClass);
  list.style.setProperty('--summary-column-width', `${data.columnWidth ?? SUMMARY_DEFAULTS.columnWidth}px`);
  list.style.setProperty('--summary-gutter', `${gutter}px`);
  const hidden = data.pageSize === undefined ? [] : items.slice(data.pageSize);
  hidden.forEach((item) => (item.hidden = true));
  return () => {
    list.classList.remove('summary-laid-out', designClass);
    list.style.removeProperty('--summary-column-width');
    list.style.removeProperty('--summary-gutter');
    hidden.forEach((item) => (item.hidden = false));
  };
}
