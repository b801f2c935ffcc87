/**
 * The image block's lightbox wiring (docs/behaviour/images.md#image-block): the
 * image becomes a button that opens it, with its caption, in the lightbox
 * (the server's own "View fullsize" buttons: ./lightbox-on-button.ts). A chunk of its own, downloaded only by blocks that ask for the
 * lightbox (docs/behaviour/images.md#image-first-view); the viewer itself still
 * loads on the first opening, and focus returns to the control on close.
 */
import { isKey } from '../../src/enums/key-code.ts';
import { opener } from './lightbox-item.ts';

/** The class of an image that opens in the lightbox. */
export const LIGHTBOX_CLASS = 'image-block--lightbox';

/** Makes the image a button that opens it in the lightbox on click, Enter or Space; returns the undo. */
export function lightboxOnActivate(img: HTMLImageElement): () => void {
  const activate = opener(img, img);
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
