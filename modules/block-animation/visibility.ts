/** The intersection thresholds watched (docs/behaviour/content-blocks.md#block-animation). */
export const ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1];

/** The share of an element that must show (half of it, as docs/behaviour/content-blocks.md#block-animation says). */
const VISIBLE_RATIO = 0.5;

/**
 * Whether an element is visible enough to animate: half of it shows, or,
 * for an element taller than half the viewport, what shows fills half of it.
 */
export function visibleEnough(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= VISIBLE_RATIO) return true;
  const viewport = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRect.height >= viewport * VISIBLE_RATIO;
}
