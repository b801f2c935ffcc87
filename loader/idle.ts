/** Runs `run` when the browser is idle (or soon, where it cannot say): what can wait, waits. */
export const whenIdle = (run: () => unknown): void => void (window.requestIdleCallback ?? setTimeout)(run as () => void);
