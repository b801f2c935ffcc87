import { isMobileViewport } from '../enums/breakpoints.ts';

/** Loads at once on desktop and on mobile (docs/behaviour/images.md#image-loading). */
const PARALLEL_LOADS = { desktop: 16, mobile: 1 } as const;

type Job = (done: () => void) => void;

const waiting: Job[] = [];
let running = 0;

/** How many loads the queue allows at once now. */
function parallelLimit(): number {
  return isMobileViewport() ? PARALLEL_LOADS.mobile : PARALLEL_LOADS.desktop;
}

/**
 * Runs `job` when fewer than {@link parallelLimit} loads are under way; the
 * job calls `done` once (a second call is ignored) when its image loaded
 * or failed. Returns a function that drops the job if it has not started.
 */
export function enqueueLoad(job: Job): () => void {
  waiting.push(job);
  pump();
  return () => {
    const index = waiting.indexOf(job);
    if (index >= 0) waiting.splice(index, 1);
  };
}

function pump(): void {
  while (waiting.length && running < parallelLimit()) {
    const job = waiting.shift()!;
    running++;
    let finished = false;
    job(() => {
      if (finished) return;
      finished = true;
      running--;
      pump();
    });
  }
}
