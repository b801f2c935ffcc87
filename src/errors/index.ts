/**
 * The error reporter: uncaught errors and unhandled rejections, batched to
 * `POST /api/events/RecordJavascriptErrors`. The loader's stub catches them
 * from page start and hands them over through `startErrorReporter`.
 */
import { createReporter, type Reporter } from './reporter.ts';
import { toRecord } from './record.ts';
import { sendErrorBatch } from './send.ts';
import { fail } from '../log.ts';

let reporter: Reporter | undefined;

/**
 * The page's one reporter, started on first use; returns the function that
 * reports one `error` / `unhandledrejection` event.
 * Side effects: a `pagehide` listener that sends what is still queued.
 */
export function startErrorReporter(): (event: Event) => void {
  if (!reporter) {
    const created = createReporter((batch) => void sendErrorBatch(batch));
    reporter = created;
    addEventListener('pagehide', () => created.flush());
  }
  const active = reporter;
  return (event) => {
    try {
      active.add(toRecord(event));
    } catch (error) {
      fail('could not record an error:', error);
    }
  };
}

/**
 * Reports one error that no exception carries (a failed background call
 * described in words) through the page's reporter, as an `error` record
 * whose message is `message` (docs/behaviour/census.md#performance-records).
 */
export function reportMessage(message: string): void {
  startErrorReporter()({ type: 'error', message } as unknown as Event);
}
