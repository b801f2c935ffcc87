/**
 * Small checks the visitor probes share (tools/probes/types.ts): what of an
 * element a visitor sees in the viewport. Read only by probes.
 */
import type { Locator } from '@playwright/test';

/** One image a visitor sees: its source and box (CSS pixels, viewport coordinates). */
export interface ShownImage {
  src: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The images inside `target` that the stylesheet shows and that cross the
 * viewport; off-screen slides and images scrolled out of view are left out
 * (they get a source when they are shown). Opacity is not looked at: on a
 * corpus page images never arrive from their CDN, so a stylesheet that fades
 * them in once loaded keeps them transparent.
 */
export function imagesInView(target: Locator): Promise<ShownImage[]> {
  return target.evaluate((root) =>
    Array.from(root.querySelectorAll('img'))
      .filter((img) => !img.closest('noscript') && img.checkVisibility({ checkVisibilityCSS: true }))
      .map((img) => ({ img, box: img.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1 && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight)
      .map(({ img, box }) => ({ src: img.currentSrc || img.getAttribute('src') || '', left: box.left, top: box.top, width: box.width, height: box.height })),
  );
}

/** Whether two boxes overlap by more than a quarter of the smaller one (a layout that stacked its items). */
export function overlapping(a: ShownImage, b: ShownImage): boolean {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 && width * height > 0.25 * Math.min(a.width * a.height, b.width * b.height);
}
