/**
 * The strips design's layout (docs/behaviour/gallery.md#gallery-sections): rows of
 * whole images, every image in a row as tall as the others and the row as
 * wide as the gallery, `gutter` px apart; the last row keeps the target
 * height instead of stretching. The target is a quarter of the width
 * (half on a phone), between 120 and 420 px. Sizes are written through the
 * CSSOM and taken again whenever the gallery's width changes.
 */
import type { Changes } from '../../src/sections/changes.ts';
import { ratioOf } from './reel.ts';
import { onResize } from '../../src/dom/on-resize.ts';

/** One item's size (px). */
export interface Size {
  width: number;
  height: number;
}

/**
 * Justified rows: each item's size for `ratios` (width over height) in a `width` px wide gallery.
 * @internal Exported for its unit test: strip geometry as numbers; layout in jsdom has no widths.
 */
export function stripRows(ratios: number[], width: number, gap: number, target: number): Size[] {
  const sizes: Size[] = [];
  let row: number[] = [];
  const flush = (fill: boolean) => {
    const sum = row.reduce((a, b) => a + b, 0);
    const height = fill ? (width - gap * (row.length - 1)) / sum : target;
    for (const ratio of row) sizes.push({ width: Math.floor(ratio * height * 100) / 100, height: Math.floor(height * 100) / 100 });
    row = [];
  };
  for (const ratio of ratios) {
    row.push(ratio);
    const natural = row.reduce((a, b) => a + b, 0) * target + gap * (row.length - 1);
    if (natural >= width) flush(true);
  }
  if (row.length) flush(false);
  return sizes;
}

/** Lays the strips out now and on every width change; the cleanup takes the sizes off. */
export function layOutStrips(wrapper: HTMLElement, items: HTMLElement[], gutter: number, changes: Changes): void {
  const ratios = items.map(ratioOf);
  const place = () => {
    const width = wrapper.clientWidth;
    if (!width) return;
    const target = Math.min(420, Math.max(120, width < 768 ? width / 2 : width / 4));
    const sizes = stripRows(ratios, width, gutter, target);
    items.forEach((item, i) => {
      item.style.width = `${sizes[i]!.width}px`;
      item.style.height = `${sizes[i]!.height}px`;
    });
  };
  changes.style(wrapper, 'display', 'flex');
  changes.style(wrapper, 'flex-wrap', 'wrap');
  changes.style(wrapper, 'gap', `${gutter}px`);
  for (const img of items.map((item) => item.querySelector('img'))) {
    if (!img) continue;
    changes.style(img, 'height', '100%');
    changes.style(img, 'object-fit', 'cover');
  }
  for (const item of items) for (const part of item.querySelectorAll<HTMLElement>('.gallery-strips-item-wrapper, a')) changes.style(part, 'height', '100%');
  // Laid out again in the next frame: the rows' new heights are the wrapper's (docs/behaviour/blocks.md#resize-writes).
  const stopWatching = onResize(wrapper, place);
  changes.add(() => {
    stopWatching();
    for (const item of items) item.style.width = item.style.height = '';
  });
  place();
}
