/**
 * The census's sends that must outlive the page (the Trace batch, analytics
 * events as the page goes away). In a file of its own: the idle start every
 * page loads sends its page hit with `postForm` and never beacons
 * (docs/behaviour/start-up.md#idle-start).
 */
import { CENSUS_TIMEOUT_MS, post } from './send.ts';
import { pageAddress } from '../dom/page-address.ts';

/**
 * Sends a body that must survive the page going away (hide, unload,
 * navigation): `sendBeacon`, else `fetch` with keepalive. Fire and forget.
 * A URLSearchParams body travels as application/x-www-form-urlencoded, a
 * string as text/plain.
 */
export function beacon(path: string, body: URLSearchParams | string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(pageAddress(path), body)) return;
  } catch {
    // Some browsers throw on a beacon they would refuse; fall back to fetch.
  }
  void post(path, body, CENSUS_TIMEOUT_MS, true);
}
