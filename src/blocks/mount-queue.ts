import { inSlices } from './in-slices.ts';

/**
 * Runs mounts in slices of at most ~8 ms, yielding to the browser between
 * slices, so that a page with hundreds of blocks never blocks input with one
 * long task (the aim is no task over 50 ms; docs/behaviour/blocks.md#many-blocks).
 * The first task queued starts a run a timer later; tasks queued while it
 * runs join it, and the run empties the queue when it ends.
 */
const tasks: Array<() => void> = [];
/** Who waits for the queue to be empty (see {@link afterMounts}). */
const waiting: Array<() => void> = [];

function drain(): void {
  tasks.length = 0;
  waiting.splice(0).forEach((resume) => resume());
}

/**
 * Calls `resume` once no mount is queued (at once when none is). The idle
 * sweep waits on it between its slices, so that it never runs ahead of the
 * mounts: thousands of loads waiting in the queue, each holding its data and
 * its promises, made every young-generation collection copy them, and those
 * collections ran inside the runtime's tasks, 20-80 ms each
 * (docs/behaviour/blocks.md#many-blocks).
 */
export function afterMounts(resume: () => void): void {
  if (tasks.length) waiting.push(resume);
  else resume();
}

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
    if (queued === 1) setTimeout(() => inSlices(tasks, (run) => run(), drain));
  });
}
