/** The slideshow (the platform's "stacked", docs/behaviour.md#gallery): one slide at a time with its transition, an optional thumbnail strip. */
import { PRELOAD_COUNT } from './numbers.ts';
import type { MovingStart } from '../moving-gallery.ts';
import { createThumbnails } from '../thumbnails.ts';
import { startMovingSliced } from './start-moving.ts';
import CSS from './stacked.css?raw';

/** Starts a slideshow. */
export const start = (begin: MovingStart) =>
  startMovingSliced(begin, {
    name: 'stacked',
    css: CSS,
    preload: PRELOAD_COUNT,
    part(motion, { slides, settings }) {
      if (!settings.thumbnails) return {};
      const strip = createThumbnails(slides, settings.thumbnailHeight, settings.squareThumbs, (i) => motion.move(i));
      return { element: strip.element, afterRender: strip.setCurrent };
    },
  });
