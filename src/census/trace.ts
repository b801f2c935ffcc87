/**
 * The Trace batch (behaviour/census.md#census): `POST /api/events/Trace` with a
 * form field `data` holding a JSON list of `{pageUrl, type, data}`, sent
 * after 30 s of batching or when the page is hidden, whichever is first.
 * Failures are ignored. The census traces its own swallowed failures here.
 */
import { beacon } from './beacon.ts';
import { formBody } from './send.ts';

export const TRACE_PATH = '/api/events/Trace';
/** Batching window (docs/behaviour/services.md#logger: "wait in one batch for 30 s after the first"). */
export const TRACE_BATCH_MS = 30_000;

/** One traced entry. */
export interface TraceEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

let queue: TraceEntry[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Adds an entry to the batch; the batch is sent 30 s after its first entry (or on page hide). */
export function trace(type: string, data: unknown): void {
  queue.push({ pageUrl: location.href, type, data });
  timer ??= setTimeout(flushTrace, TRACE_BATCH_MS);
}

/** Sends the batch now, as a beacon (it must survive the page going away); nothing when empty. */
export function flushTrace(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (!queue.length) return;
  const entries = queue;
  queue = [];
  beacon(TRACE_PATH, formBody({ data: JSON.stringify(entries) }));
}

/** The entries waiting to be sent (tests). */
export const pendingTrace = (): readonly TraceEntry[] => queue;
