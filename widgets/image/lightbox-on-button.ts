/**
 * The server's own "View fullsize" button around an image
 * (`button.sqs-block-image-button.lightbox`, 7.1 markup, docs/behaviour/images.md#image-block):
 * the button is the control that opens the image in the lightbox. A native
 * button answers click, Enter and Space by itself, so a click is all it
 * needs; the lightbox gives focus back to it on close. Loaded only by blocks
 * that have such a button.
 */
import { opener } from './lightbox-item.ts';

/** Mounts `button` to open `img` in the lightbox; returns the undo. */
export function lightboxOnButton(button: HTMLElement, img: HTMLImageElement): () => void {
  const activate = opener(img, button);
  button.addEventListener('click', activate);
  return () => button.removeEventListener('click', activate);
}
