import { readdirSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from './support/test.ts';
import { censusCallsFrom, censusSettled, idleStartImportExporting, marked, requestsFrom, trackingCookies, waitForRequests } from './census-helpers.ts';

/**
 * Proves nothing more was sent to `path` than `count` without waiting on real time: the page's
 * timers run 10 s ahead (past the census's 2.5 s call limit and any retry it could make), then
 * hiding the page sends the performance records, a later request; once the server has them, a
 * second call to `path` would have arrived before them.
 */
async function expectNoMoreThan(page: Page, request: APIRequestContext, marker: string, path: string, count: number): Promise<void> {
  await page.clock.runFor(10_000);
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  expect(await waitForRequests(request, marker, '/api/1/performance/records')).toHaveLength(1);
  expect(await requestsFrom(request, marker, path)).toHaveLength(count);
}

test('the page hit is sent once, form-encoded, with every field matching the page', async ({ page, request }) => {
  const { url, marker } = marked('/fixtures/census/visitor.html');
  const before = Date.now();
  await page.clock.install();
  await page.goto(url, { referer: 'https://search.example/?q=planters' });
  await censusSettled(page);
  const hits = await waitForRequests(request, marker, '/api/census/RecordHit');
  expect(hits).toHaveLength(1);
  const hit = hits[0]!;
  expect(hit.method).toBe('POST');
  expect(hit.headers['content-type']).toContain('application/x-www-form-urlencoded');
  expect(hit.form!.event).toBe('1');
  expect(hit.headers.cookie).toMatch(/ss_cvr=[^;]+/);
  const data = JSON.parse(hit.form!.data as string);
  const expected = await page.evaluate(() => ({
    userAgent: navigator.userAgent,
    viewportInnerWidth: innerWidth,
    viewportInnerHeight: innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    url: location.origin + location.pathname,
    title: document.title,
    queryString: location.search.slice(1),
  }));
  expect(data).toEqual({
    ...expected,
    websiteId: 'w-consent',
    templateId: 'tpl-7',
    website_locale: 'en-US',
    clientDate: expect.any(Number),
    itemId: 'item-planter',
    recordType: 11,
    collectionId: 'col-shop',
    pagePermissionTypeValue: 1,
    localStorageSupported: true,
    referrer: 'https://search.example/?q=planters',
  });
  expect(data.title).toBe('Census: logged-out visitor');
  expect(data.clientDate).toBeGreaterThanOrEqual(before - 1000);
  // Still one hit once the page's timers have run: once per page load.
  await expectNoMoreThan(page, request, marker, '/api/census/RecordHit', 1);
});

test('a back/forward restore from the bfcache sends the page hit again; the visit counter stays', async ({ page, request }) => {
  const { url, marker } = marked('/fixtures/census/visitor.html');
  await page.clock.install();
  await page.goto(url);
  await censusSettled(page);
  await waitForRequests(request, marker, '/api/census/RecordHit');
  const cvr = (await page.context().cookies()).find((c) => c.name === 'ss_cvr')!.value;
  // Playwright's Chromium keeps pages out of the bfcache, so play the event a restore fires,
  // next to an ordinary pageshow, which must not count.
  await page.evaluate(() => {
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  });
  expect(await waitForRequests(request, marker, '/api/census/RecordHit', 2)).toHaveLength(2);
  // The ordinary pageshow sent nothing, now or on a timer.
  await expectNoMoreThan(page, request, marker, '/api/census/RecordHit', 2);
  // Same visit (ss_cvt still alive): ss_cvr unchanged.
  expect((await page.context().cookies()).find((c) => c.name === 'ss_cvr')!.value).toBe(cvr);
});

test('going back to a page counts it again, whether from the bfcache or reloaded', async ({ page, request }) => {
  const { url, marker } = marked('/fixtures/census/visitor.html');
  await page.goto(url);
  await censusSettled(page);
  await waitForRequests(request, marker, '/api/census/RecordHit');
  await page.locator('#to-about').click();
  await page.waitForURL('**/about.html');
  await page.goBack();
  await censusSettled(page);
  expect(await waitForRequests(request, marker, '/api/census/RecordHit', 2)).toHaveLength(2);
});

test('the visit counter goes up when ss_cvt has expired', async ({ page, context, request }) => {
  const old = Date.now() - 3 * 24 * 3600_000;
  await context.addCookies([{ name: 'ss_cvr', value: encodeURIComponent(`v-42|${old}|${old}|${old}|3`), url: 'http://127.0.0.1/' }]);
  const { url, marker } = marked('/fixtures/census/about.html');
  await page.goto(url);
  await censusSettled(page);
  await waitForRequests(request, marker, '/api/census/RecordHit');
  const cvr = decodeURIComponent((await context.cookies()).find((c) => c.name === 'ss_cvr')!.value).split('|');
  expect(cvr.slice(0, 3)).toEqual(['v-42', String(old), String(old)]);
  expect(Number(cvr[3])).toBeGreaterThan(old);
  expect(cvr[4]).toBe('4');
  // An invalid ss_cvr is rebuilt.
  await context.addCookies([{ name: 'ss_cvr', value: 'not-valid', url: 'http://127.0.0.1/' }]);
  await context.clearCookies({ name: 'ss_cvt' });
  await page.goto(marked('/fixtures/census/about.html').url);
  await censusSettled(page);
  await expect
    .poll(async () => decodeURIComponent((await context.cookies()).find((c) => c.name === 'ss_cvr')!.value))
    .toMatch(/^[0-9a-f-]{36}\|\d+\|\d+\|\d+\|1$/);
});

test.describe('skip rules', () => {
  for (const [name, path, query] of [
    // `noredirect` keeps the owner on the page (else the owner redirect sends them to /config/).
    ['a signed-in owner', '/fixtures/census/owner.html', 'noredirect'],
    ['a not-found page', '/fixtures/census/not-found.html'],
    ['a lock screen', '/fixtures/census/lock-screen.html'],
    ['a member-area access-denied page', '/fixtures/census/access-denied.html'],
    ['a site with visitor analytics disabled', '/fixtures/census/analytics-disabled.html'],
  ] as Array<[string, string, string?]>) {
    test(`${name} is not counted: no census call, no tracking cookie`, async ({ page, request }) => {
      const { url, marker } = marked(path, query);
      await page.goto(url);
      await censusSettled(page);
      expect(await censusCallsFrom(request, marker)).toEqual([]);
      expect(await trackingCookies(page)).toEqual([]);
    });
  }

  test('a viewer-only account is counted like a visitor', async ({ page, request }) => {
    const { url, marker } = marked('/fixtures/census/viewer.html');
    await page.goto(url);
    await censusSettled(page);
    expect(await waitForRequests(request, marker, '/api/census/RecordHit')).toHaveLength(1);
    expect(await trackingCookies(page)).toEqual(expect.arrayContaining(['ss_cvr', 'ss_cvt']));
  });
});

test('the landing beacon goes once per session, with the landing url, referrer, language, screen and marketing parameters', async ({ page, request }) => {
  const { url, marker } = marked(
    '/fixtures/census/marketing.html',
    'source=newsletter&campaign=spring&subcampaign=tulips&channel=email&subchannel=weekly&variation=b&mkwid=k-9&other=x',
  );
  await page.goto(url, { referer: 'https://mail.example/' });
  await censusSettled(page);
  const beacons = await waitForRequests(request, marker, '/api/track/Track');
  expect(beacons).toHaveLength(1);
  const q = beacons[0]!.query;
  expect(beacons[0]!.method).toBe('GET');
  expect(q).toMatchObject({
    landing: await page.evaluate(() => location.href),
    refer: 'https://mail.example/',
    lang: await page.evaluate(() => navigator.language),
    screen: await page.evaluate(() => `${screen.width}x${screen.height}`),
    source: 'newsletter',
    campaign: 'spring',
    subcampaign: 'tulips',
    channel: 'email',
    subchannel: 'weekly',
    variation: 'b',
    mkwid: 'k-9',
  });
  expect(q.rk).toMatch(/^\d+$/);
  expect(q.other).toBeUndefined();
  // The next page of the same session sends none.
  const next = marked('/fixtures/census/about.html', 'source=again');
  await page.goto(next.url);
  await censusSettled(page);
  await waitForRequests(request, next.marker, '/api/census/RecordHit');
  expect(await requestsFrom(request, next.marker, '/api/track/Track')).toEqual([]);
});

test('census failures are swallowed, traced, and the Trace batch leaves by beacon when the page is hidden', async ({ page, request }) => {
  const { url, marker } = marked('/fixtures/census/about.html');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // This page's census endpoint fails (routed in the browser, so other tests are untouched).
  await page.route('**/api/census/RecordHit', (route) => route.fulfill({ status: 500, body: 'down' }));
  // The Trace batch's code loads with the first failure it records, not with every page.
  const chunksDir = new URL('../../dist/chunks/', import.meta.url);
  const traceFile = readdirSync(chunksDir).find(
    (file) => file.endsWith('.js') && readFileSync(new URL(file, chunksDir), 'utf8').includes('/api/events/Trace'),
  )!;
  expect(traceFile).toBeTruthy();
  const traceLoaded = page.waitForResponse((response) => response.url().endsWith(`/${traceFile}`));
  await page.goto(url);
  await censusSettled(page);
  await traceLoaded;
  // The batch's code has arrived; importing its module here as well resolves after the census's
  // own import did, so the failure has been recorded in the batch before the page is hidden.
  await page.evaluate(async (batch) => void (await import(batch)), idleStartImportExporting('flushTrace'));
  // Hide the page: the batch goes at once instead of after 30 s.
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  const traces = await waitForRequests(request, marker, '/api/events/Trace');
  expect(traces).toHaveLength(1);
  const entries = JSON.parse(traces[0]!.form!.data as string);
  expect(entries).toEqual([
    { pageUrl: await page.evaluate(() => location.href), type: 'census-failure', data: { path: '/api/census/RecordHit', reason: 'HTTP 500' } },
  ]);
  // Nothing of it reached the page.
  expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
});

test('performance records: the page load id from the settings, then the records by beacon when the page is hidden', async ({ page, request }) => {
  const { url, marker } = marked('/fixtures/census/visitor.html');
  await page.goto(url);
  await censusSettled(page);
  expect(await waitForRequests(request, marker, '/api/1/performance/settings')).toHaveLength(1);
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  const posts = await waitForRequests(request, marker, '/api/1/performance/records');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.headers['content-type']).toContain('text/plain');
  const records = posts[0]!.json as Array<{ pageLoadId: string; metric: string; value: number; pageUrl: string }>;
  expect(records.length).toBeGreaterThan(2);
  expect(new Set(records.map((r) => r.pageLoadId)).size).toBe(1);
  expect(records.map((r) => r.metric)).toEqual(expect.arrayContaining(['timeToFirstByte', 'domContentLoaded', 'firstContentfulPaint']));
  for (const r of records) expect(r.value).toBeGreaterThanOrEqual(0);
});
