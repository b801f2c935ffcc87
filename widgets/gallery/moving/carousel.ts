/** The carousel (docs/behaviour/gallery.md#gallery): slidesPerRow per view, moving a group at a time. */
import { carouselPerRow } from './numbers.ts';
import type { MovingStart } from '../moving-gallery.ts';
import { startMovingSliced } from './start-moving.ts';
import CSS from './carousel.css?raw';

/** Starts a carousel. */
export const start = (begin: MovingStart) =>
  startMovingSliced(begin, { name: 'carousel', css: CSS, preload: 1, perRow: ({ settings }) => carouselPerRow(settings.slidesPerRow, innerWidth) });
