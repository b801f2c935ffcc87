/**
 * The product gallery's images (docs/behaviour/commerce.md#product-controllers):
 * loaded through the shared image loader at their width step, and the
 * classes the site stylesheet waits for once one has arrived (it keeps the
 * image of a slide or thumbnail without `loaded` transparent).
 */
import type { Changes } from '../../src/sections/changes.ts';
import { loadImage } from '../../src/images/load-image.ts';
import type { CropMode } from '../../src/images/crop.ts';

/** Whether the image shows a file already. */
const arrived = (img: HTMLImageElement): boolean => !!img.getAttribute('src') && img.complete && img.naturalWidth > 0;

/** Calls `then` once `img` has a file (at once when it has one now), every later load too. */
export function whenLoaded(img: HTMLImageElement, then: () => void, changes: Changes): void {
  if (arrived(img)) then();
  changes.listen(img, 'load', then);
}

/**
 * Sizes `img` to fill its box, so the loader's crop (`contain` for a slide,
 * `cover` for a thumbnail) places it; then loads it at its box's width step.
 */
export function loadInBox(img: HTMLImageElement, cropMode: CropMode, changes: Changes): void {
  changes.style(img, 'width', '100%');
  changes.style(img, 'height', '100%');
  void loadImage(img, { cropMode });
}

/** Loads `img` at its width step, its size left to the stylesheet (a stacked gallery's images are full width). */
export function loadAsIs(img: HTMLImageElement): void {
  void loadImage(img);
}
