/**
 * Stands in for `loader/first-view.ts` in the bench's eager peers: every
 * widget is in the bundle already, so nothing is asked for ahead, and the
 * blocks runtime waits for its own visibility report, as without a loader.
 */
export function preloadFirstView(): void {}

/** No report of the loader's own: the eager peers have no first-view observer. */
export const firstReport: IntersectionObserverEntry[] | undefined = undefined;
