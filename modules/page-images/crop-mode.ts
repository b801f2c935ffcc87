import type { CropMode } from '../../src/images/crop.ts';

/**
 * Boxes an image fills (cropped around its focal point) rather than sizing
 * itself: 7.1 section backgrounds, boxes of a fixed ratio (their
 * padding-bottom), and the platform's fill markers (docs/behaviour/images.md#page-images).
 */
const FILLS =
  '.section-background > img, .section-background-content > img, .has-aspect-ratio > img, .content-fill > img, img[data-mode="fill"], img[data-mode="cover"]';
/** Images fitted inside their box. */
const FITS = '.content-fit > img, img[data-mode="fit"], img[data-mode="contain"]';

/** How the page-images module places `img`: `cover`, `contain`, or `none` (its box is the stylesheet's). */
export function cropModeFor(img: Element): CropMode {
  return img.matches(FILLS) ? 'cover' : img.matches(FITS) ? 'contain' : 'none';
}
