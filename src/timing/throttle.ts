/**
 * Run-time samples the throttle keeps (behaviour.md#vocabulary: "keeps 22 samples").
 */
export const THROTTLE_SAMPLE_COUNT = 22;

/**
 * The throttle waits this many times the average run time between runs
 * (behaviour.md#vocabulary: "waits twice the average run time").
 */
export const THROTTLE_WAIT_FACTOR = 2;

/** A function throttled by {@link throttleByRunTime}. */
export interface RunTimeThrottled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing run. */
  cancel(): void;
  /** The current wait between runs in ms: twice the average run time. */
  wait(): number;
}

/** Clock and timer hooks, injectable for tests. */
export interface ThrottleClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Throttles a function by its own cost: after each run it waits twice the
 * average duration of its last 22 runs before running again, so cheap work
 * (a layout read) stays responsive and expensive work (a relayout) backs
 * off by itself on slow devices.
 *
 * The first call runs at once. Calls during the wait are merged into one
 * trailing run with the latest arguments, so the final state is never lost.
 */
export function throttleByRunTime<A extends unknown[]>(
  fn: (...args: A) => void,
  clock: ThrottleClock = defaultClock(),
): RunTimeThrottled<A> {
  const samples: number[] = [];
  let lastEnd = -Infinity;
  let timer: unknown;
  let pendingArgs: A | undefined;

  const wait = (): number => {
    if (samples.length === 0) return 0;
    const total = samples.reduce((sum, sample) => sum + sample, 0);
    return (THROTTLE_WAIT_FACTOR * total) / samples.length;
  };

  const run = (args: A): void => {
    const start = clock.now();
    try {
      fn(...args);
    } finally {
      const end = clock.now();
      samples.push(end - start);
      if (samples.length > THROTTLE_SAMPLE_COUNT) samples.shift();
      lastEnd = end;
    }
  };

  const throttled = (...args: A): void => {
    pendingArgs = args;
    if (timer !== undefined) return;
    const remaining = lastEnd + wait() - clock.now();
    if (remaining <= 0) {
      pendingArgs = undefined;
      run(args);
      return;
    }
    timer = clock.setTimeout(() => {
      timer = undefined;
      const latest = pendingArgs;
      pendingArgs = undefined;
      if (latest !== undefined) run(latest);
    }, remaining);
  };

  throttled.cancel = (): void => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  throttled.wait = wait;
  return throttled;
}

function defaultClock(): ThrottleClock {
  return {
    now: () => (typeof performance === 'undefined' ? Date.now() : performance.now()),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}
