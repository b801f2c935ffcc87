/**
 * The moving designs' numbers (docs/behaviour/gallery.md#gallery): how long a move
 * lasts, what loads around the view, the carousel's narrow-screen rows.
 * Only the moving designs' chunks carry them.
 */
import type { Design } from '../designs.ts';

/** How long one move lasts, in ms: stacked 1 s, strip 0.5 s, the carousel the default 0.5 s animation. */
export const MOTION_MS: Partial<Record<Design, number>> = { stacked: 1000, strip: 500, carousel: 500 };

/** Slides loaded ahead of and behind the current one (the stacked design's one preload). */
export const PRELOAD_COUNT = 1;

/** The carousel shows fewer per row on narrow screens: 2 under 480 px, 3 under 724 px, when configured higher. */
export function carouselPerRow(configured: number, width: number): number {
  if (width < 480) return Math.min(configured, 2);
  if (width < 724) return Math.min(configured, 3);
  return configured;
}
