/**
 * A gallery section with `lightboxEnabled`: each item's image is a button
 * (or its server `…-lightbox-link` is) that opens the whole set in the
 * shared lightbox (src/lightbox/), titled by the image's alt text. The
 * viewer's code is imported on the first opening only.
 */
import type { LightboxHandle } from '../../src/lightbox/open.ts';
import type { Changes } from '../../src/sections/changes.ts';

export function openOnActivate(element: HTMLElement, items: HTMLElement[], changes: Changes): void {
  const images = items.map((item) => item.querySelector('img')).filter((img): img is HTMLImageElement => !!img);
  let opening: Promise<LightboxHandle | undefined> | undefined;
  const open = (index: number) => {
    opening ??= import('../../src/lightbox/open.ts').then(({ openLightbox }) =>
      openLightbox({
        items: images.map((img) => ({
          type: 'image' as const,
          src: img.getAttribute('data-src') || img.currentSrc || img.src,
          dimensions: img.getAttribute('data-image-dimensions'),
          focalPoint: img.getAttribute('data-image-focal-point'),
          alt: img.alt,
        })),
        index,
        onClose: () => (opening = undefined),
      }),
    );
  };
  images.forEach((img, index) => {
    const link = img.closest<HTMLElement>('[class$="-lightbox-link"]');
    const target = link ?? img;
    if (!link) {
      changes.attr(img, 'tabindex', '0');
      changes.attr(img, 'role', 'button');
    }
    if (!target.getAttribute('aria-label')) changes.attr(target, 'aria-label', img.alt ? `Open ${img.alt} in the lightbox` : `Open image ${index + 1} in the lightbox`);
    changes.listen(target, 'click', (event) => {
      event.preventDefault();
      open(index);
    });
    changes.listen(target, 'keydown', (event: KeyboardEvent) => {
      if (target === img && (event.key == 'Enter' || event.key == ' ')) {
        event.preventDefault();
        open(index);
      }
    });
  });
}
