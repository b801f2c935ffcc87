/** Runs `run` when the browser is idle (or soon, where it cannot say): what can wait, waits. */
export function whenIdle(run: () => unknown): void {
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) requestIdleCallback(run);
  else setTimeout(run);
}
