// A console-only warning: the area's English as written (docs/behaviour/vocabulary.md#catalogue).
import { IMAGE_TEXT } from '../catalogue/en/image.ts';
import { warn } from '../log.ts';
import { loadImage, reloadOnResize, type LoadImageOptions } from './load-image.ts';
import { whenNearViewport } from './near-viewport.ts';
import { fitServedSizes } from './fit-served-sizes.ts';

/**
 * The shared image loader's entry for blocks (docs/behaviour/images.md#image-loading):
 * the gallery, the image block and the summary block hand it a root, and
 * every `img[data-src]` below it that has no `src`/`srcset` of its own
 * loads through {@link loadImage} when it comes within 200 px of the
 * viewport (at once where there is no IntersectionObserver), and again
 * when the window grew and its box needs a larger width. Images that
 * already carry `src` or `srcset` are the browser's business; one with a
 * `srcset` has its `sizes` kept at its rendered width (fit-sizes.ts), by a
 * chunk only such a page loads (docs/behaviour/images.md#srcset-sizes).
 */
export interface ImageLoadOptions extends Omit<LoadImageOptions, 'load'> {
  /** How far outside the viewport an image starts loading; default '200px'. */
  rootMargin?: string;
  /** Images under the root another call loads (with other options). */
  skip?: readonly Element[];
}

/** Starts loading the lazy images under `root`; returns a function that stops watching. */
export function loadImages(root: ParentNode, options: ImageLoadOptions = {}): () => void {
  if (!root || typeof (root as ParentNode).querySelectorAll !== 'function') {
    warn(IMAGE_TEXT.messages.noRootNode);
    return () => {};
  }
  const all = Array.from(root.querySelectorAll<HTMLImageElement>('img[data-src]')).filter((img) => !options.skip?.includes(img));
  const images = all.filter((img) => !img.getAttribute('src') && !img.getAttribute('srcset'));
  const stops = images.map((img) => whenNearViewport(img, () => void loadImage(img, options), options.rootMargin));
  // A window that grows may need a larger width step (150 ms after resizing stops).
  for (const img of images) stops.push(reloadOnResize(img, () => void loadImage(img, options)));
  stops.push(fitServedSizes(all.filter((img) => img.getAttribute('srcset'))));
  return () => stops.forEach((stop) => stop());
}
