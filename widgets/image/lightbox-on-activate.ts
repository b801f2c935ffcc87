/**
 * The image block's lightbox wiring (docs/behaviour.md#image-block): the
 * image becomes a button that opens it, with its caption, in the lightbox.
 * A chunk of its own, downloaded only by blocks whose data asks for the
 * lightbox (docs/behaviour.md#image-first-view); the viewer itself still
 * loads on the first opening.
 */
import { isKey } from '../../src/enums/key-code.ts';
import { openLightbox, type LightboxHandle } from '../../src/lightbox/open.ts';

/** The class of an image that opens in the lightbox. */
export const LIGHTBOX_CLASS = 'image-block--lightbox';

/** Makes the image a button that opens it in the lightbox on click, Enter or Space; returns the undo. */
export function lightboxOnActivate(img: HTMLImageElement): () => void {
  let open: Promise<LightboxHandle | undefined> | undefined;
  const activate = (event: Event) => {
    event.preventDefault();
    if (open) return;
    const figure = img.closest('figure, .image-block-outer-wrapper');
    const caption = figure?.querySelector('figcaption, .image-caption')?.textContent?.trim();
    open = openLightbox({
      items: [
        {
          type: 'image',
          src: img.getAttribute('data-src') ?? img.currentSrc ?? img.src,
          dimensions: img.getAttribute('data-image-dimensions'),
          alt: img.alt,
          ...(caption ? { description: caption } : {}),
        },
      ],
      index: 0,
      onClose: () => (open = undefined),
    });
  };
  const onKey = (event: KeyboardEvent) => {
    if (isKey(event, 'ENTER') || isKey(event, 'SPACE')) activate(event);
  };
  img.tabIndex = 0;
  img.setAttribute('role', 'button');
  img.classList.add(LIGHTBOX_CLASS);
  img.addEventListener('click', activate);
  img.addEventListener('keydown', onKey);
  return () => {
    img.removeEventListener('click', activate);
    img.removeEventListener('keydown', onKey);
    img.removeAttribute('tabindex');
    img.removeAttribute('role');
    img.classList.remove(LIGHTBOX_CLASS);
  };
}
