import { contained } from '../log.ts';

/**
 * Keeps the `sizes` of images the server sent with a `srcset` at the width
 * they are rendered at (./fit-sizes.ts, docs/behaviour/images.md#srcset-sizes),
 * by a chunk only a page with such images loads: the platform's 7.0 pages
 * send none. The browser has chosen from the server's `sizes` before any
 * script runs, so the fitting is never what a first view waits for.
 * Returns the stop, which also holds back a fitting not yet started.
 */
export function fitServedSizes(images: HTMLImageElement[]): () => void {
  let stops: (() => void)[] | undefined;
  if (images.length) import('./fit-sizes.ts').then(({ fitSizes }) => (stops ??= images.map(fitSizes))).catch(contained('fitting the srcset sizes'));
  return () => {
    stops?.forEach((stop) => stop());
    stops = [];
  };
}
