/**
 * What the image block's lightbox shows for one image, and the press that
 * opens it (docs/behaviour/images.md#image-block): the original source and size,
 * the caption (else the server button's `data-description`) and the
 * button's `data-lightbox-theme`. Shared by the image-as-button wiring and
 * the server's own "View fullsize" buttons.
 */
import { openLightbox, type LightboxHandle, type LightboxItem } from '../../src/lightbox/open.ts';

/** The lightbox's one item for `img`: its original source, size, text and the button's theme. */
function itemFor(img: HTMLImageElement, control: Element): LightboxItem {
  const figure = img.closest('figure, .image-block-outer-wrapper');
  const caption = figure?.querySelector('figcaption, .image-caption')?.textContent?.trim() || control.getAttribute('data-description')?.trim();
  const theme = control.getAttribute('data-lightbox-theme');
  return {
    type: 'image',
    src: img.getAttribute('data-src') ?? img.currentSrc ?? img.src,
    dimensions: img.getAttribute('data-image-dimensions'),
    alt: img.alt,
    ...(caption ? { description: caption } : {}),
    ...(theme === 'light' || theme === 'dark' ? { theme } : {}),
  };
}

/** Opens `img` in the lightbox when `control` is pressed; one lightbox at a time. Returns the press handler. */
export function opener(img: HTMLImageElement, control: Element): (event: Event) => void {
  let open: Promise<LightboxHandle | undefined> | undefined;
  return (event) => {
    event.preventDefault();
    if (open) return;
    open = openLightbox({ items: [itemFor(img, control)], index: 0, onClose: () => (open = undefined) });
  };
}
