/**
 * Performance records (docs/behaviour/census.md#performance-records): the page load id
 * comes from `GET /api/1/performance/settings` (30 s timeout); the page's
 * load metrics are sent to `POST /api/1/performance/records` as a JSON array,
 * by beacon (text/plain; a keepalive POST as text/plain where there is none), 30 s after
 * the page has loaded or when it is hidden, whichever is first, and never
 * later than 60 s of waiting for the metrics. The settings call's failures
 * go to `report` by name (the census hands them to the error reporter, in the
 * platform's words: src/census/performance-failure.ts, loaded with the first
 * one); nothing reaches the page.
 * `mayReport` is asked again at send time: consent can be withdrawn meanwhile.
 */
import type { PerformanceFailure } from './performance-failure.ts';
import { ownDoc } from '../dom/doc.ts';
import { pageAddress } from '../dom/page-address.ts';

const PERFORMANCE_SETTINGS_PATH = '/api/1/performance/settings';
const PERFORMANCE_RECORDS_PATH = '/api/1/performance/records';
const SETTINGS_TIMEOUT_MS = 30_000;
const FLUSH_AFTER_LOAD_MS = 30_000;
const METRICS_WAIT_MS = 60_000;

/** One performance record. */
export interface PerformanceRecord {
  pageLoadId: string;
  metric: string;
  /** Milliseconds since navigation start. */
  value: number;
  pageUrl: string;
}

/** Told of a failed settings call: which failure, and the status when it was an unexpected one. */
export type PerformanceReport = (failure: PerformanceFailure, status?: number) => void;

/** The page's navigation timing, when the browser has one. */
const navigationTiming = (perf: Performance): PerformanceNavigationTiming | undefined =>
  perf.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;

/**
 * Fetches the page load id; resolves `undefined` (after reporting why) on
 * timeout, an unexpected status or a missing id. The time limit is a page
 * timer, so a test clock drives it; the call still unanswered then is
 * aborted. `fetch`, not an XHR: the census's other calls travel that way,
 * so the idle start carries one way of calling.
 * @internal Exported for its unit test: the page-load id call on its own; same flow as collectMetrics.
 */
export function fetchPageLoadId(report: PerformanceReport, timeoutMs: number = SETTINGS_TIMEOUT_MS): Promise<string | undefined> {
  const controller = new AbortController();
  let failure: PerformanceFailure = 'noPageLoadId';
  let status: number | undefined;
  const timer = setTimeout(() => {
    failure = 'settingsTimeout';
    controller.abort();
  }, timeoutMs);
  return fetch(pageAddress(PERFORMANCE_SETTINGS_PATH), { signal: controller.signal })
    .then((response) => {
      if (response.status !== 200) {
        failure = 'unexpectedStatus';
        status = response.status;
      }
      return status ? undefined : response.json();
    })
    .then((answer: { pageLoadId?: unknown } | null | undefined) => {
      const id = answer?.pageLoadId;
      if (typeof id === 'string' && id) return id;
      throw failure;
    })
    .catch(() => void report(failure, status))
    .finally(() => clearTimeout(timer));
}

/**
 * Sends the records: by beacon (a string body travels as text/plain), or
 * where the beacon is missing or refused, by a `keepalive` POST as
 * text/plain (a simple request: no preflight), which outlives the page as
 * the beacon does. Failures are ignored.
 * @internal Exported for its unit test: the records POST on its own; same flow as collectMetrics.
 */
export function sendRecords(records: PerformanceRecord[], nav: Navigator = navigator): void {
  const body = JSON.stringify(records);
  try {
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(pageAddress(PERFORMANCE_RECORDS_PATH), body)) return;
  } catch {
    // A refused beacon may throw: the POST below takes over.
  }
  fetch(pageAddress(PERFORMANCE_RECORDS_PATH), { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/**
 * The metrics the browser has measured so far, as name → ms since navigation start.
 * @internal Exported for its unit test: reads a Performance stand-in; the records flow needs timers, settings fetch and beacons.
 */
export function collectMetrics(perf: Performance = performance, largestPaint?: number): Record<string, number> {
  const metrics: Record<string, number> = {};
  const nav = navigationTiming(perf);
  if (nav) {
    if (nav.responseStart > 0) metrics.timeToFirstByte = nav.responseStart;
    if (nav.domContentLoadedEventEnd > 0) metrics.domContentLoaded = nav.domContentLoadedEventEnd;
    if (nav.loadEventEnd > 0) metrics.load = nav.loadEventEnd;
  }
  for (const paint of perf.getEntriesByType?.('paint') ?? []) {
    metrics[paint.name === 'first-contentful-paint' ? 'firstContentfulPaint' : 'firstPaint'] = paint.startTime;
  }
  if (largestPaint !== undefined) metrics.largestContentfulPaint = largestPaint;
  for (const key in metrics) metrics[key] = Math.round(metrics[key]!);
  return metrics;
}

/**
 * The records of one page load.
 * @internal Exported for its unit test: metrics to records as a table; same flow as collectMetrics.
 */
export const toRecords = (pageLoadId: string, metrics: Record<string, number>, pageUrl: string): PerformanceRecord[] =>
  Object.entries(metrics).map(([metric, value]) => ({ pageLoadId, metric, value, pageUrl }));

/**
 * Starts collecting: returns `flush`, to call when the page is hidden. The
 * records are sent once, by the first of: `flush`, 30 s after load.
 */
export function startPerformanceRecords(report: PerformanceReport, mayReport: () => boolean): () => void {
  let largestPaint: number | undefined;
  let sent = false;
  try {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) largestPaint = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP in this browser: the other metrics still go.
  }
  const pageLoadId = fetchPageLoadId(report);
  const flush = () => {
    if (sent) return;
    sent = true;
    const metrics = collectMetrics(performance, largestPaint);
    const url = location.href;
    // The id is usually known by now; if not, wait for it at most 60 s.
    void Promise.race([pageLoadId, new Promise<undefined>((resolve) => setTimeout(resolve, METRICS_WAIT_MS))]).then((id) => {
      if (!id || !mayReport()) return;
      const records = toRecords(id, metrics, url);
      if (records.length) sendRecords(records);
    });
  };
  // 30 s after the load event (already past when the idle start runs late).
  const loaded = () => setTimeout(flush, FLUSH_AFTER_LOAD_MS + (navigationTiming(performance)?.loadEventEnd || performance.now()) - performance.now());
  if (ownDoc.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
  return flush;
}
