/**
 * The 7.1 `Lightbox` controller (docs/behaviour/commerce.md#product-controllers): the
 * images in its element open full size in the shared lightbox
 * (src/lightbox/), the whole set at the image chosen; Escape closes it and
 * focus goes back. An image nothing else makes interactive becomes a
 * button itself (click, Enter, Space). An image inside a control of its own
 * (an `ImageZoom` host, whose Enter zooms) opens on a click, and the
 * element gets one "View full size" button for the keyboard, which opens
 * the image shown (`.selected`). An image in a link to somewhere else is
 * left to its link. The viewer's code loads on the first opening.
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { controller, type Changes } from '../../src/sections/changes.ts';
import { t } from '../../src/catalogue/index.ts';
import { PRODUCT_GALLERY_TEXT } from '../../src/catalogue/en/product-gallery.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { imageSetOpener } from '../../src/lightbox/image-set-opener.ts';
import './lightbox.css';

/** What already answers clicks and keys around an image (a zoom host is one, whichever controller mounts first). */
const CONTROL = 'a[href], button, [role="button"], [data-image-zoom]';

/** Makes a plain image a button that opens the set at it. */
function imageButton(img: HTMLImageElement, index: number, open: (index: number) => void, changes: Changes): void {
  changes.attr(img, 'tabindex', '0');
  changes.attr(img, 'role', 'button');
  const image = img.alt || t(PRODUCT_GALLERY_TEXT, 'image', { index: index + 1 });
  if (!img.getAttribute('aria-label')) changes.attr(img, 'aria-label', t(PRODUCT_GALLERY_TEXT, 'openImage', { image }));
  changes.listen(img, 'keydown', (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(index);
    }
  });
}

/** The keyboard's way in when the images sit in controls of their own: one button opening the image shown. */
function fullSizeButton(element: HTMLElement, images: HTMLImageElement[], open: (index: number) => void, changes: Changes): void {
  const button = ownDoc.createElement('button');
  button.type = 'button';
  button.className = 'lightbox-open-button';
  button.textContent = t(PRODUCT_GALLERY_TEXT, 'viewFullSize');
  changes.listen(button, 'click', () =>
    open(
      Math.max(
        0,
        images.findIndex((img) => img.closest('.selected')),
      ),
    ),
  );
  element.append(button);
  changes.add(() => button.remove());
}

/** Opens the element's images in the lightbox; the cleanup puts the server markup back. */
export function mount(element: HTMLElement): Cleanup {
  return controller((changes) => {
    // An image in a link to somewhere else goes there, as the server meant; a lightbox link opens the lightbox.
    const images = Array.from(element.querySelectorAll<HTMLImageElement>('img')).filter((img) => !img.closest('noscript, a[href]:not([class*="lightbox"])'));
    if (!images.length) return;
    const open = imageSetOpener(images);
    let inControls = false;
    images.forEach((img, index) => {
      const control = img.parentElement?.closest<HTMLElement>(CONTROL);
      const target = control && element.contains(control) ? control : img;
      if (target === img) imageButton(img, index, open, changes);
      else inControls = true;
      changes.listen(target, 'click', (event) => {
        event.preventDefault();
        open(index);
      });
    });
    if (inControls) fullSizeButton(element, images, open, changes);
  });
}

mount satisfies BlockMount;
