/**
 * Helpers shared by the consent and census specs. Tests run in parallel
 * against one QA server, so each test opens its page with a query marker of
 * its own and reads back only the requests that page sent (their Referer, or
 * the landing beacon's `landing`, carries the marker).
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { sendBarrier } from './support/barrier.ts';
import { lazyImportsIn, staticChunksOf } from './support/manifest.ts';
import { type RecordedRequest, recordedRequests } from './support/qa.ts';

const CENSUS_PATHS = [
  '/api/census/RecordHit',
  '/api/census/button-click',
  '/api/census/button-render',
  '/api/census/form-render',
  '/api/census/overlay',
  '/api/track/Track',
  '/api/events/Trace',
  '/api/1/performance/settings',
  '/api/1/performance/records',
  '/api/v1/events',
] as const;

const TRACKING_COOKIES = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt', 'ss_analyticsId'];

/** A page URL with a marker unique to this test. */
export function marked(path: string, query = ''): { url: string; marker: string } {
  const marker = `run-${Math.random().toString(36).slice(2, 10)}`;
  return { url: `${path}?${query ? `${query}&` : ''}qa=${marker}`, marker };
}

/** The requests a marked page sent, optionally to one path. */
export async function requestsFrom(request: APIRequestContext, marker: string, path?: string): Promise<RecordedRequest[]> {
  const all = await recordedRequests(request, path);
  return all.filter((r) => String(r.headers.referer ?? '').includes(marker) || String(r.query.landing ?? '').includes(marker));
}

/** Census calls (any of them) a marked page sent. */
export async function censusCallsFrom(request: APIRequestContext, marker: string): Promise<RecordedRequest[]> {
  return (await requestsFrom(request, marker)).filter((r) => (CENSUS_PATHS as readonly string[]).includes(r.path));
}

/**
 * The chunk the idle start (the census) imports on demand for `name`: among
 * its dynamic imports, the one that exports `name` (`isViewerOnly` for the
 * role table of src/census/account-roles.ts, `flushTrace` for the Trace
 * batch). Read from dist/, whose names are hashes. Importing the same file in
 * the page resolves after the runtime's earlier import of it did, so the
 * runtime's `.then` has run: a way to wait for it without a clock.
 */
export function idleStartImportExporting(name: string): string {
  const dir = new URL('../../dist/chunks/', import.meta.url);
  const read = (file: string): string => readFileSync(new URL(file, dir), 'utf8');
  const imported = [...staticChunksOf('idle-start')].flatMap((file) => lazyImportsIn(read(file)));
  const exporting = new RegExp(`export\\s*\\{[^}]*\\bas ${name}\\b`);
  const found = [...new Set(imported)].filter((file) => exporting.test(read(file)));
  if (found.length !== 1) throw new Error(`expected one chunk the idle start imports exporting ${name}, found ${found.length}`);
  return `/dist/chunks/${found[0]!}`;
}

/**
 * Waits until the census has made (or decided against) its first sends, and
 * they have reached the QA server, without waiting on real time.
 *
 * The idle start calls `startCensus` synchronously, before the start-up flows
 * whose end sets `data-site-services="ready"`; for a visitor, everything the
 * census sends first (the page hit, the landing beacon, the performance
 * settings call) and every cookie it writes or clears happens inside that
 * call. A signed-in account is decided again once the role table's chunk has
 * loaded: importing that same module here resolves after the census's own
 * import did, so its second look (and any page hit it makes) has run. Then
 * the barrier: a request sent after all of those, so once the server has it,
 * a census call missing from the log was never sent. Sends on timers (the
 * performance records 30 s after load) are not "first sends": specs drive
 * those with `page.clock`. The order relied on: docs/behaviour/census.md#census-settled.
 */
export async function censusSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.siteServices === 'ready');
  await page.evaluate(async (roleTable) => {
    if (window.SiteRuntime?.context.authenticatedAccount) await import(roleTable);
  }, idleStartImportExporting('isViewerOnly'));
  await sendBarrier(page);
}

/** The page's tracking cookies, by name. */
export async function trackingCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name).filter((name) => TRACKING_COOKIES.includes(name));
}

/** Polls until a marked page's requests to `path` reach `count`, then returns them. */
export async function waitForRequests(request: APIRequestContext, marker: string, path: string, count = 1, timeout = 5000): Promise<RecordedRequest[]> {
  const end = Date.now() + timeout;
  for (;;) {
    const found = await requestsFrom(request, marker, path);
    if (found.length >= count || Date.now() > end) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
