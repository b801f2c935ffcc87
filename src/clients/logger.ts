/**
 * The client-side logger (docs/behaviour/services.md#logger): entries `{ pageUrl,
 * type, data }` batched for 30 s and sent as one `POST /api/events/Trace`
 * (form field `data`, a JSON list), or sooner when the page is hidden or
 * unloaded. Failures are ignored. The census's own traces share the batch.
 */
import { onPageHide } from '../census/page-hide.ts';
import { flushTrace, pendingTrace, trace } from '../census/trace.ts';

export { TRACE_BATCH_MS, TRACE_PATH } from '../census/trace.ts';

let listening = false;

/** Adds one entry to the batch. `type` names what happened; `data` must survive JSON. */
export function log(type: string, data?: unknown): void {
  if (!listening) {
    listening = true;
    onPageHide(flushTrace);
  }
  trace(String(type), data ?? null);
}

/** Sends the batch now (nothing when empty). */
export const flush = (): void => flushTrace();

/** How many entries wait in the batch. */
export const pending = (): number => pendingTrace().length;
