/** The slideshow (the platform's "stacked", docs/behaviour/gallery.md#gallery): one slide at a time with its transition, an optional thumbnail strip. */
import { useBlockData } from '../../../src/block-data/use-block-data.ts';
import { PRELOAD_COUNT } from './numbers.ts';
import type { MovingStart } from '../moving-gallery.ts';
import { createThumbnails } from '../thumbnails.ts';
import { ROW_PX, fields as slideshowFields } from './slideshow-data.ts';
import { startMovingSliced } from './start-moving.ts';
import CSS from './stacked.css?raw';

/** Starts a slideshow. */
export const start = (begin: MovingStart) =>
  startMovingSliced(begin, {
    name: 'stacked',
    css: CSS,
    preload: PRELOAD_COUNT,
    part(motion, { container, slides, settings, raw, context }) {
      const own = useBlockData(slideshowFields, raw, context);
      const style = container.style;
      const classes: string[] = [];
      if (own['meta-position']) classes.push(`sqs-gallery-block-meta-position-${own['meta-position']}`);
      if (own.vSize) {
        classes.push('sqs-gallery-rows');
        style.setProperty('--sqs-gallery-height', `${own.vSize * ROW_PX}px`);
      }
      container.classList.add(...classes);
      const strip = settings.thumbnails ? createThumbnails(slides, settings.thumbnailHeight, settings.squareThumbs, (i) => motion.move(i)) : undefined;
      strip?.element.style.setProperty('--sqs-gallery-thumb-margin', `${own['thumbnail-strip-margin']}px`);
      return {
        element: strip?.element,
        afterRender(index) {
          strip?.setCurrent(index);
          // Mixed shapes: the box follows the current slide (a video without dimensions is 16:9).
          if (own.mixedContent) style.setProperty('--sqs-gallery-aspect', slides[index]!.element.style.getPropertyValue('--sqs-slide-ratio') || String(16 / 9));
        },
        stop() {
          container.classList.remove(...classes);
          style.removeProperty('--sqs-gallery-height');
          if (own.mixedContent) style.removeProperty('--sqs-gallery-aspect');
        },
      };
    },
  });
