/**
 * Sends one batch to `POST /api/events/RecordJavascriptErrors` as a JSON
 * array, with the anti-forgery header from the crumb cookie (behaviour/services.md#error-reporter). `keepalive`
 * lets the last batch leave with the page. Failures
 * are swallowed: an error about reporting errors must not be reported.
 */
import { readCrumb } from '../api/crumb.ts';
import { mayCarryCrumb } from '../api/crumb-target.ts';
import type { ErrorRecord } from './record.ts';
import { pageAddress } from '../dom/page-address.ts';

/** The endpoint. */
const RECORD_ERRORS_URL = '/api/events/RecordJavascriptErrors';
/** The anti-forgery header. */
const CSRF_HEADER = 'X-CSRF-Token';

/** Posts `batch`; resolves when done either way. */
export function sendErrorBatch(batch: ErrorRecord[], timeoutMs = 10000): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const target = pageAddress(RECORD_ERRORS_URL);
  const crumb = mayCarryCrumb(target) ? readCrumb() : undefined;
  if (crumb) headers[CSRF_HEADER] = crumb;
  return fetch(target, {
    method: 'POST',
    headers,
    body: JSON.stringify(batch),
    credentials: 'same-origin',
    keepalive: true,
    signal: AbortSignal.timeout(timeoutMs),
  }).then(
    () => undefined,
    () => undefined,
  );
}
