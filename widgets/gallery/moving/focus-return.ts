import type { GalleryState } from '../moving-gallery.ts';
import type { Slide } from '../slides.ts';
import type { Motion } from './motion.ts';
import { ownDoc } from '../../../src/dom/doc.ts';

/**
 * When the lightbox opened from a moving gallery closes, focus goes to the
 * slide it left shown (docs/behaviour/gallery.md#gallery-input): the lightbox gives
 * focus back to the element that opened it, but once the visitor moved
 * inside, that slide is hidden (inert) and focus would fall to the page.
 * The first view's lightbox link only writes `state.lightboxOpen`, so this
 * watches that write, and the grid's first view carries nothing for it.
 * Returns the undo.
 */
export function returnFocusOnClose(state: GalleryState, slides: Slide[], motion: Motion): () => void {
  let open = state.lightboxOpen;
  Object.defineProperty(state, 'lightboxOpen', {
    configurable: true,
    enumerable: true,
    get: () => open,
    set(value: boolean) {
      open = value;
      const slide = slides[motion.index]?.element;
      if (value || !slide || slide.contains(ownDoc.activeElement)) return;
      slide.querySelector<HTMLElement>('a[href], [tabindex="0"]')?.focus();
    },
  });
  return () => {
    Object.defineProperty(state, 'lightboxOpen', { configurable: true, enumerable: true, writable: true, value: open });
  };
}
