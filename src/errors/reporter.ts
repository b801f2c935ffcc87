/**
 * The error reporter's batching (behaviour/services.md#error-reporter): at most 10 errors
 * queued (more are dropped until the queue is sent), sends debounced by
 * 1 s (the batch goes 1 s after the last error), and at most 20 batches per
 * page, after which errors are only counted.
 */
import type { ErrorRecord } from './record.ts';
import { fail } from '../log.ts';

/** The documented limits. */
const REPORTER_LIMITS = {
  maxBatches: 20,
  maxQueued: 10,
  debounceMs: 1000,
} as const;

/** The reporter's face. */
export interface Reporter {
  /** Queues one record (or drops it when the queue or the page's batches are full). */
  add(record: ErrorRecord): void;
  /** Sends what is queued now (page hide). */
  flush(): void;
  /** What happened so far, for tests and the console. */
  stats(): { sent: number; queued: number; dropped: number };
}

/** Creates a reporter that hands each batch to `send` (which must never throw into the page). */
export function createReporter(send: (batch: ErrorRecord[]) => void, limits = REPORTER_LIMITS): Reporter {
  let queue: ErrorRecord[] = [];
  let sent = 0;
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const batch = queue;
    queue = [];
    sent += 1;
    try {
      send(batch);
    } catch (error) {
      // Reported errors about reporting would loop; the console is enough.
      fail('could not send the error report:', error);
    }
  };

  return {
    add(record) {
      if (sent >= limits.maxBatches || queue.length >= limits.maxQueued) {
        dropped += 1;
        return;
      }
      queue.push(record);
      clearTimeout(timer);
      timer = setTimeout(flush, limits.debounceMs);
    },
    flush,
    stats: () => ({ sent, queued: queue.length, dropped }),
  };
}
