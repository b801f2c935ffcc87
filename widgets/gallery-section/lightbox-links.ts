/**
 * A gallery section with `lightboxEnabled`: each item's image is a button
 * (or its server `…-lightbox-link` is) that opens the whole set in the
 * shared lightbox (src/lightbox/), titled by the image's alt text. The
 * viewer's code is imported on the first opening only.
 */
import { imageSetOpener } from '../../src/lightbox/image-set-opener.ts';
import type { Changes } from '../../src/sections/changes.ts';

export function openOnActivate(element: HTMLElement, items: HTMLElement[], changes: Changes): void {
  const images = items.map((item) => item.querySelector('img')).filter((img): img is HTMLImageElement => !!img);
  const open = imageSetOpener(images);
  images.forEach((img, index) => {
    const link = img.closest<HTMLElement>('[class$="-lightbox-link"]');
    const target = link ?? img;
    if (!link) {
      changes.attr(img, 'tabindex', '0');
      changes.attr(img, 'role', 'button');
    }
    if (!target.getAttribute('aria-label'))
      changes.attr(target, 'aria-label', img.alt ? `Open ${img.alt} in the lightbox` : `Open image ${index + 1} in the lightbox`);
    changes.listen(target, 'click', (event) => {
      event.preventDefault();
      open(index);
    });
    changes.listen(target, 'keydown', (event: KeyboardEvent) => {
      if (target === img && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        open(index);
      }
    });
  });
}
