/**
 * Stands in for `loader/first-view.ts` in the bench's eager peers: every
 * widget is in the bundle already, so nothing is asked for ahead.
 */
export function preloadFirstView(): void {}
