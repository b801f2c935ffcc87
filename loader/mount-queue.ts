/**
 * Runs mounts in slices of at most ~8 ms, yielding to the browser between
 * slices, so that a page with hundreds of blocks never blocks input with one
 * long task (the aim is no task over 50 ms).
 */
const SLICE_MS = 8;
const tasks: Array<() => void> = [];
let scheduled = false;
// A MessageChannel task runs sooner than setTimeout(0), which browsers clamp.
const channel = new MessageChannel();
channel.port1.onmessage = runSlice;

function runSlice(): void {
  scheduled = false;
  const end = performance.now() + SLICE_MS;
  while (tasks.length && performance.now() < end) tasks.shift()!();
  if (tasks.length) schedule();
}

function schedule(): void {
  if (!scheduled) {
    scheduled = true;
    channel.port2.postMessage(0);
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
