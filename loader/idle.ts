/** Runs `run` when the browser is idle (or soon, where it cannot say): what can wait, waits. */
export function whenIdle(run: () => unknown): void {
  // Safari has no requestIdleCallback. (Called without `this`: a window's own methods then act on the window.)
  (window.requestIdleCallback || setTimeout)(run);
}
