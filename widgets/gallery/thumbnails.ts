import { t } from '../../src/catalogue/index.ts';
import { VIEWER_TEXT } from '../../src/catalogue/en/viewer.ts';
import { loadImage } from '../../src/images/load-image.ts';
import type { Slide } from './slides.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** The slideshow's thumbnail strip (docs/behaviour/gallery.md#gallery): one button per slide. */
export interface ThumbnailStrip {
  element: HTMLElement;
  setCurrent(index: number): void;
}

/** Builds the strip; `onPick(index)` when a thumbnail is chosen. */
export function createThumbnails(slides: Slide[], height: number, square: boolean, onPick: (index: number) => void): ThumbnailStrip {
  const element = ownDoc.createElement('div');
  element.className = 'sqs-gallery-thumbnails';
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', t(VIEWER_TEXT, 'thumbnails'));
  element.style.setProperty('--sqs-gallery-thumb-height', `${height}px`);
  if (square) element.classList.add('sqs-gallery-thumbnails--square');
  const buttons = slides.map((slide, index) => {
    const button = ownDoc.createElement('button');
    button.type = 'button';
    button.className = 'sqs-gallery-thumbnail';
    button.setAttribute('aria-label', slide.title || t(VIEWER_TEXT, 'slideOf', { index: index + 1, count: slides.length }));
    const source = slide.img?.getAttribute('data-src') ?? slide.img?.getAttribute('data-image');
    if (source) {
      const img = ownDoc.createElement('img');
      img.alt = '';
      img.setAttribute('data-src', source);
      button.append(img);
      // Once in the document: the loader sizes it to the thumbnail's box.
      queueMicrotask(() => void loadImage(img, { cropMode: 'cover' }));
    }
    button.addEventListener('click', () => onPick(index));
    element.append(button);
    return button;
  });
  return {
    element,
    setCurrent(index) {
      buttons.forEach((button, i) => (i === index ? button.setAttribute('aria-current', 'true') : button.removeAttribute('aria-current')));
    },
  };
}
