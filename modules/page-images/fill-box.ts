/**
 * A `.content-fill` image is cropped to its box (docs/behaviour/images.md#content-fill):
 * the box's size, not the image's, sets the layout. The platform's loader
 * sized such an image to its box; without that, a 1919 × 1080 banner in a
 * 1280 × 399 box is laid out at its own size and widens the page. Written
 * through the CSSOM (allowed under a strict CSP); `object-fit: cover` and
 * the focal point (src/images/crop.ts) then crop it.
 */

/** The platform's marker of a box its image fills. */
const CONTENT_FILL = '.content-fill > img';

/** Whether `img` is sized to its box here. */
export const fillsItsBox = (img: Element): boolean => img.matches(CONTENT_FILL);

/** Sizes `img` to its box; returns the undo. */
export function sizeToBox(img: HTMLImageElement): () => void {
  img.style.width = '100%';
  img.style.height = '100%';
  img.style.maxWidth = '100%';
  return () => {
    for (const name of ['width', 'height', 'max-width']) img.style.removeProperty(name);
  };
}
