import { inSlices } from './in-slices.ts';

/**
 * Runs mounts in slices of at most ~8 ms, yielding to the browser between
 * slices, so that a page with hundreds of blocks never blocks input with one
 * long task (the aim is no task over 50 ms; docs/behaviour.md#many-blocks).
 * The first task queued starts a run a timer later; tasks queued while it
 * runs join it, and the run empties the queue when it ends.
 */
const tasks: Array<() => void> = [];

/** Queues `task` and resolves with its result (or rejects with its throw). */
export function enqueue<T>(task: () => T): Promise<Awaited<T>> {
  return new Promise<Awaited<T>>((resolve, reject) => {
    const queued = tasks.push(() => {
      try {
        resolve(task() as Awaited<T>);
      } catch (error) {
        reject(error);
      }
    });
    if (queued == 1) setTimeout(() => inSlices(tasks, (run) => run(), () => (tasks.length = 0)));
  });
}
