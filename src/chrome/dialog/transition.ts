/**
 * Waits for an element's CSS transitions to end, or for a fallback timer
 * when they do not (a background tab, where animations stop ticking): the documented "hide fallback timer 600 ms" for dialogs.
 */
const HIDE_FALLBACK_MS = 600;

/**
 * Resolves when `element`'s transitions have ended (a transition cut short
 * by a style change counts as ended), at once when it has none, or after
 * `fallbackMs`. Where the Web Animations API is missing (jsdom) there is
 * nothing to wait for.
 */
export function afterTransition(element: HTMLElement, fallbackMs = HIDE_FALLBACK_MS): Promise<unknown> {
  const running = element.getAnimations?.() ?? [];
  return running.length
    ? Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, fallbackMs)),
      ])
    : Promise.resolve();
}
