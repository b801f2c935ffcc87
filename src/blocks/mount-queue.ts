/**
 * Runs mounts in slices of at most ~8 ms, yielding to the browser between
 * slices, so that a page with hundreds of blocks never blocks input with one
 * long task (the aim is no task over 50 ms).
 */
const SLICE_MS = 8;
const tasks: Array<() => void> = [];
let scheduled = false;

function runSlice(): void {
  scheduled = false;
  const end = performance.now() + SLICE_MS;
  while (tasks.length && performance.now() < end) tasks.shift()!();
  if (tasks.length) schedule();
}

function schedule(): void {
  if (!scheduled) {
    scheduled = true;
    // Browsers clamp nested timeouts to 4 ms only after five levels; a page
    // needs few slices, so the simpler timer costs next to nothing.
    setTimeout(runSlice);
  }
}

/** Queues `task` and resolves with its result (or rejects with its throw). */
export function enqueue<T>(task: () => T): Promise<Awaited<T>> {
  return new Promise<Awaited<T>>((resolve, reject) => {
    tasks.push(() => {
      try {
        resolve(task() as Awaited<T>);
      } catch (error) {
        reject(error);
      }
    });
    schedule();
  });
}
