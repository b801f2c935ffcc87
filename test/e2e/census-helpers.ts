/**
 * Helpers shared by the consent and census specs. Tests run in parallel
 * against one QA server, so each test opens its page with a query marker of
 * its own and reads back only the requests that page sent (their Referer, or
 * the landing beacon's `landing`, carries the marker).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { type RecordedRequest, recordedRequests } from './support/qa.ts';

export const CENSUS_PATHS = [
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

export const TRACKING_COOKIES = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt', 'ss_analyticsId'];

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

/** Waits until the services (which start the census) have started and the census has had time to act. */
export async function censusSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.siteServices === 'ready');
  // The census starts synchronously with the services; give its first sends a moment to reach the server.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
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
