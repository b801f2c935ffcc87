/**
 * The longest `whenIdle` waits for an idle period. A busy page, or a browser that stops giving
 * idle periods (a tab in the background, a renderer under load), would otherwise hold back what
 * every page needs (the census, the page modules, the Escape fallbacks) forever.
 */
const IDLE_WAIT_MS = 1000;

/** Runs `run` when the browser is idle, or after {@link IDLE_WAIT_MS} if it is not: what can wait, waits, but not forever. */
export function whenIdle(run: () => unknown): void {
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
  else setTimeout(run);
}
