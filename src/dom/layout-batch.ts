import { ownDoc } from './doc.ts';

/** A layout read; what it returns, when anything, is the write that follows it. */
export type LayoutRead = () => (() => void) | void;

/**
 * Longest wait for the browser's next layout before the queued reads run
 * anyway (a document that renders no frame: a hidden iframe, one of no size).
 */
const NO_FRAME_MS = 1000;

interface Job {
  read: LayoutRead;
  done: () => void;
  failed: (error: unknown) => void;
}

let queue: Job[] = [];
let observer: ResizeObserver | undefined;
let fallback: ReturnType<typeof setTimeout> | undefined;

/** Runs `step`; a throw fails `job` (its promise rejects) and leaves the others alone. */
function attempt<T>(job: Job, step: () => T): { value: T } | undefined {
  try {
    return { value: step() };
  } catch (error) {
    job.failed(error);
    return undefined;
  }
}

/** Every queued read, then every write they returned: one layout serves all the reads. */
function flush(): void {
  const jobs = queue;
  queue = [];
  observer?.disconnect();
  clearTimeout(fallback);
  const reads = jobs.map((job) => attempt(job, job.read));
  jobs.forEach((job, i) => reads[i] && attempt(job, () => reads[i]!.value?.()) && job.done());
}

/**
 * Queues a layout read and the write it returns: every read queued before
 * the browser's next layout runs after it, in a ResizeObserver's callback
 * (where layout is clean, so no read forces one), then every write; the
 * promise settles once this one's write has run, and rejects with what its
 * read or write threw. A slice of mounts that reads layout this way costs
 * one layout, where reading in each mount cost one layout per mount, each
 * of the whole document (docs/behaviour/blocks.md#many-blocks). For mounts: not to
 * be called from a ResizeObserver's own callback (its observation of the
 * root would come too late in that frame). Without ResizeObserver, or in a
 * hidden tab (no frames), the reads run in a microtask.
 */
export function readThenWrite(read: LayoutRead): Promise<void> {
  return new Promise<void>((done, failed) => {
    if (queue.push({ read, done, failed }) > 1) return;
    if (typeof ResizeObserver !== 'function' || ownDoc.visibilityState === 'hidden') return queueMicrotask(flush);
    // A new observation is reported at the next layout, whatever the size was before.
    (observer ??= new ResizeObserver(flush)).observe(ownDoc.documentElement);
    fallback = setTimeout(flush, NO_FRAME_MS);
  });
}
