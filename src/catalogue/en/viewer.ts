import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * The gallery's and the lightbox's control labels (docs/behaviour/gallery.md#gallery):
 * what screen readers announce for the buttons the runtime adds.
 */
export const VIEWER_TEXT = {
  name: 'viewer',
  format: fillPlaceholders,
  messages: {
    previous: 'Previous slide',
    next: 'Next slide',
    close: 'Close',
    caption: 'Caption',
    play: 'Play video',
    lightbox: 'Image viewer',
    slideOf: '{index} of {count}',
    thumbnails: 'Thumbnails',
    gallery: 'Gallery',
    pauseSlides: 'Pause slideshow',
    playSlides: 'Play slideshow',
  },
} as const satisfies Area;
