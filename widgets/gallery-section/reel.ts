/**
 * The reel's layout (docs/behaviour/gallery.md#gallery-sections): the stylesheet
 * stacks every item at the list's top left; here they stand in one row,
 * each as tall as the reel and as wide as its image's ratio
 * (`data-image-dimensions`), `REEL_GAP` px apart, the shown item centred.
 * The reel is as tall as its `viewportHeight` setting says (in vh, from
 * `data-props` or the section's context), else as 16:9 of its width allows,
 * at most 70% of the viewport's height. Written through the CSSOM (strict CSP).
 */

/** The space between the reel's items (px). */
const REEL_GAP = 20;

/** The width over height of an item's image; 3:2 when the server gives none. */
export function ratioOf(item: Element): number {
  const [w, h] = (item.querySelector('img')?.getAttribute('data-image-dimensions') ?? '').split('x').map(Number);
  return w && h && w > 0 && h > 0 ? w / h : 1.5;
}

/**
 * Each item's left edge in the row, with the shown item's centre at `centre`.
 * @internal Exported for its unit test: reel geometry as numbers; layout in jsdom has no widths.
 */
export function reelOffsets(widths: number[], index: number, centre: number, gap = REEL_GAP): number[] {
  const lefts: number[] = [];
  let x = 0;
  for (const width of widths) {
    lefts.push(x);
    x += width + gap;
  }
  const shift = (lefts[index] ?? 0) + (widths[index] ?? 0) / 2 - centre;
  return lefts.map((left) => left - shift);
}

/** The reel's height (px): `viewportHeight` vh when set, else 16:9 of `width`, at most 70vh. */
function reelHeight(width: number, viewportHeight: number | undefined): number {
  return Math.round(viewportHeight !== undefined ? (innerHeight * viewportHeight) / 100 : Math.min(width * 0.5625, innerHeight * 0.7));
}

export function placeReel(element: HTMLElement, list: HTMLElement, items: HTMLElement[], index: number, viewportHeight?: number): void {
  const wrapper = element.querySelector<HTMLElement>('.gallery-reel-wrapper') ?? list;
  const width = list.clientWidth || element.clientWidth;
  const height = reelHeight(width, viewportHeight);
  wrapper.style.height = `${height}px`;
  const widths = items.map((item) => Math.round(height * ratioOf(item)));
  const lefts = reelOffsets(widths, index, width / 2);
  items.forEach((item, i) => {
    item.style.width = `${widths[i]}px`;
    item.style.height = `${height}px`;
    item.style.transform = `translateX(${Math.round(lefts[i]!)}px)`;
    item.querySelector('.gallery-reel-item-src')?.setAttribute('data-visible', 'true');
  });
}

/** Takes the reel's layout off again (the cleanup). */
export function unplaceReel(element: HTMLElement, items: HTMLElement[]): void {
  const wrapper = element.querySelector<HTMLElement>('.gallery-reel-wrapper');
  if (wrapper) wrapper.style.height = '';
  for (const item of items) {
    item.style.width = item.style.height = item.style.transform = '';
    item.querySelector('.gallery-reel-item-src')?.removeAttribute('data-visible');
  }
}
