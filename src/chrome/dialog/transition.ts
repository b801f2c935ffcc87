/**
 * Waits for an element's CSS transition to end, or for a fallback timer
 * when no `transitionend` comes (reduced motion, a transition cancelled by
 * a style change, a background tab): the second seed's "hide fallback
 * timer 600 ms" for dialogs.
 */
export const HIDE_FALLBACK_MS = 600;

/** Resolves when `element`'s transition has ended, at once when it has none, or after `fallbackMs`. */
export function afterTransition(element: HTMLElement, fallbackMs = HIDE_FALLBACK_MS): Promise<void> {
  return new Promise((resolve) => {
    const durations = getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value) || 0);
    if (!durations.some((seconds) => seconds > 0)) {
      resolve();
      return;
    }
    const done = (): void => {
      clearTimeout(timer);
      element.removeEventListener('transitionend', onEnd);
      resolve();
    };
    const onEnd = (event: TransitionEvent): void => {
      if (event.target === element) done();
    };
    const timer = setTimeout(done, fallbackMs);
    element.addEventListener('transitionend', onEnd);
  });
}
