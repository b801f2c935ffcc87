/**
 * Performance records (second seed, sections 7 and 9): the page load id
 * comes from `GET /api/1/performance/settings` (30 s timeout); the page's
 * load metrics are sent to `POST /api/1/performance/records` as a JSON array,
 * by beacon (text/plain), 30 s after the page has loaded or when it is hidden,
 * whichever is first, and never later than 60 s of waiting for the metrics.
 * Failures go to `report` with the seed's messages; nothing reaches the page.
 * `mayReport` is asked again at send time: consent can be withdrawn meanwhile.
 */
import { PERFORMANCE_TEXT } from '../catalogue/en/performance.ts';
import { beacon } from './send.ts';

/**
 * The seed's messages, read as written rather than through t(): they are
 * logged and reported, never shown, so they stay English whatever the
 * page's language (reports group by one wording), and the census, which
 * every page loads, does not carry the catalogue's index for them.
 */
const M = PERFORMANCE_TEXT.messages;

export const PERFORMANCE_SETTINGS_PATH = '/api/1/performance/settings';
export const PERFORMANCE_RECORDS_PATH = '/api/1/performance/records';
export const SETTINGS_TIMEOUT_MS = 30_000;
export const FLUSH_AFTER_LOAD_MS = 30_000;
export const METRICS_WAIT_MS = 60_000;

/** One performance record. */
export interface PerformanceRecord {
  pageLoadId: string;
  metric: string;
  /** Milliseconds since navigation start. */
  value: number;
  pageUrl: string;
}

/**
 * Fetches the page load id; resolves `undefined` (after reporting why) on
 * timeout, an unexpected status or a missing id.
 */
export function fetchPageLoadId(report: (message: string) => void, timeoutMs: number = SETTINGS_TIMEOUT_MS): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  return fetch(PERFORMANCE_SETTINGS_PATH, { credentials: 'same-origin', signal: controller.signal })
    .then(async (response) => {
      if (!response.ok) {
        report(`${M.unexpectedStatus} ${response.status}`);
        return undefined;
      }
      const id = ((await response.json()) as { pageLoadId?: unknown })?.pageLoadId;
      if (typeof id === 'string' && id) return id;
      report(M.noPageLoadId);
      return undefined;
    })
    .catch((error: unknown) => {
      report((error as Error)?.name === 'AbortError' ? M.settingsTimeout : M.noPageLoadId);
      return undefined;
    })
    .finally(() => clearTimeout(timer));
}

/** The metrics the browser has measured so far, as name → ms since navigation start. */
export function collectMetrics(perf: Performance = performance, largestPaint?: number): Record<string, number> {
  const metrics: Record<string, number> = {};
  const nav = perf.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
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

/** The records of one page load. */
export const toRecords = (pageLoadId: string, metrics: Record<string, number>, pageUrl: string): PerformanceRecord[] =>
  Object.entries(metrics).map(([metric, value]) => ({ pageLoadId, metric, value, pageUrl }));

/**
 * Starts collecting: returns `flush`, to call when the page is hidden. The
 * records are sent once, by the first of: `flush`, 30 s after load.
 */
export function startPerformanceRecords(report: (message: string) => void, mayReport: () => boolean, win: Window = window): () => void {
  let largestPaint: number | undefined;
  let sent = false;
  try {
    const observer = new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) largestPaint = last.startTime;
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP in this browser: the other metrics still go.
  }
  const pageLoadId = fetchPageLoadId(report);
  const flush = () => {
    if (sent) return;
    sent = true;
    const metrics = collectMetrics(win.performance, largestPaint);
    const url = win.location.href;
    // The id is usually known by now; if not, wait for it at most as long as the seed allows.
    void Promise.race([pageLoadId, new Promise<undefined>((resolve) => setTimeout(resolve, METRICS_WAIT_MS))]).then((id) => {
      if (!id || !mayReport()) return;
      const records = toRecords(id, metrics, url);
      if (records.length) beacon(PERFORMANCE_RECORDS_PATH, JSON.stringify(records));
    });
  };
  const loaded = () => setTimeout(flush, Math.max(0, FLUSH_AFTER_LOAD_MS - (win.performance.now() - loadTime(win))));
  if (win.document.readyState === 'complete') loaded();
  else win.addEventListener('load', loaded, { once: true });
  return flush;
}

function loadTime(win: Window): number {
  const nav = win.performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : win.performance.now();
}
