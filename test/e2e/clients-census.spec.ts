/**
 * Places, analytics events, the logger and the performance settings'
 * errors through the QA server: each call's success, failure and hang.
 */
import { expect, test } from './support/test.ts';
import { collectConsole, recordedRequests, respondWith } from './support/qa.ts';
import { expectPending, openClientPage, pauseClock, press, settled } from './clients-helpers.ts';

const HUNG = { delayMs: 10 * 60 * 1000 } as const;
const EVENTS = '/api/v1/events';
const FIELDS = { actor: 'visitor', action: 'view', event_owner_team: 'web', event_source: 'site', object_type: 'page' };

test.describe('places', () => {
  test('autocomplete and details carry the query and the tracking context', async ({ page, request }) => {
    const { messages } = collectConsole(page);
    await openClientPage(page, 'places');
    expect(await press(page, 'Search')).toContain('"description":"1 Main Main Street, Springfield, USA"');
    expect(await press(page, 'Details')).toContain('"placeId":"qa-place-1"');
    const [search] = await recordedRequests(request, '/api/google-maps/places/autocomplete');
    expect(search!.query).toEqual({ input: '1 Main', productPage: 'checkout', productSection: 'shipping' });
    const [details] = await recordedRequests(request, '/api/google-maps/places/details');
    expect(details!.query).toEqual({ placeId: 'qa-place-1', productPage: 'checkout', productSection: 'shipping' });
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
  });

  test('details without the tracking context logs an error and still answers', async ({ page, request }) => {
    const { messages } = collectConsole(page);
    await openClientPage(page, 'places');
    expect(await press(page, 'Details without context')).toContain('"placeId":"qa-place-2"');
    expect(messages).toContainEqual({ type: 'error', text: '[site-runtime] places details called without a tracking context (productPage, productSection)' });
    expect((await recordedRequests(request, '/api/google-maps/places/details'))[0]!.query).toEqual({ placeId: 'qa-place-2' });
  });

  test('failure and hang', async ({ page, request }) => {
    await openClientPage(page, 'places');
    await respondWith(request, { method: 'GET', path: '/api/google-maps/places/autocomplete', status: 500, body: {} });
    expect(await press(page, 'Search')).toBe('error: Internal server error. Please try again later.');
    await pauseClock(page);
    await respondWith(request, { method: 'GET', path: '/api/google-maps/places/details', status: 200, body: {}, ...HUNG });
    await page.getByRole('button', { name: 'Details', exact: true }).click();
    await expect.poll(async () => (await recordedRequests(request, '/api/google-maps/places/details')).length).toBe(1);
    await page.clock.runFor(29_000);
    await expectPending(page);
    await page.clock.runFor(1_500);
    expect(await settled(page)).toBe('error: Unable to connect…');
  });
});

test.describe('analytics events', () => {
  test('track sends the event JSON with the page context; a wrong-typed field is dropped with a warning', async ({ page, request }) => {
    const { messages } = collectConsole(page);
    await openClientPage(page, 'analytics');
    expect(await press(page, 'Track a view')).toBe('ok: true');
    const [event] = await recordedRequests(request, EVENTS);
    const body = event!.json as Record<string, string>;
    expect(body.customSchemaName).toBe('page_view');
    expect(body.analyticsId).toMatch(/^[\w-]{8,}$/);
    expect(JSON.parse(body.customData!)).toEqual(FIELDS);
    expect(JSON.parse(body.commonData!)).toMatchObject({
      website_id: 'w-clients',
      page_path: '/fixtures/clients/analytics.html',
      page_host: new URL(page.url()).host,
    });
    expect(messages).toContainEqual({ type: 'warning', text: '[site-runtime] analytics field "object_id" is object: dropped' });
  });

  test("'Error tracking event: HTTP Status 500', 'no payload', and a hung call aborted after 2500 ms", async ({ page, request }) => {
    await openClientPage(page, 'analytics');
    await respondWith(request, { method: 'POST', path: EVENTS, status: 500, body: {} });
    expect(await press(page, 'Track a view')).toBe('error: Error tracking event: HTTP Status 500');
    expect(await press(page, 'Track nothing')).toBe('error: no payload');
    expect(await recordedRequests(request, EVENTS)).toHaveLength(1);
    await pauseClock(page);
    await respondWith(request, { method: 'POST', path: EVENTS, status: 202, body: {}, ...HUNG });
    await page.getByRole('button', { name: 'Track a view' }).click();
    await expect.poll(async () => (await recordedRequests(request, EVENTS)).length).toBe(2);
    await page.clock.runFor(2_400);
    await expectPending(page);
    await page.clock.runFor(200);
    expect(await settled(page)).toBe('error: Error tracking event: no answer within 2500 ms');
  });

  test('RecordEvent is form-encoded with the crumb from its cookie', async ({ page, request, baseURL }) => {
    await page.context().addCookies([{ name: 'crumb', value: 'crumb-77', url: baseURL! }]);
    await openClientPage(page, 'analytics');
    expect(await press(page, 'Record an event')).toBe('ok: true');
    const [record] = await recordedRequests(request, '/api/events/RecordEvent');
    expect(record!.form!.crumb).toBe('crumb-77');
    expect(record!.form!.event).toBe('gallery_open');
    expect(JSON.parse(record!.form!.data!)).toMatchObject({ eventName: 'gallery_open', ...FIELDS, object_type: 'gallery', action: 'open' });
  });

  test('the image/map layer payload', async ({ page }) => {
    await openClientPage(page, 'analytics');
    expect(await press(page, 'Layer fields')).toBe(
      'ok: {"pagePath":"/fixtures/clients/analytics.html","pageHash":"","websiteId":"w-clients","templateId":"tpl-7","website_locale":"en-US"}',
    );
  });
});

test.describe('the logger', () => {
  test('entries wait 30 s, then leave as one Trace batch', async ({ page, request }) => {
    await openClientPage(page, 'logger');
    await pauseClock(page);
    await press(page, 'Log a slide');
    await press(page, 'Log the map');
    await page.clock.runFor(28_000);
    expect(await recordedRequests(request, '/api/events/Trace')).toEqual([]);
    await page.clock.runFor(3_000);
    await expect.poll(async () => (await recordedRequests(request, '/api/events/Trace')).length).toBe(1);
    const [batch] = await recordedRequests(request, '/api/events/Trace');
    const pageUrl = page.url();
    expect(JSON.parse(batch!.form!.data!)).toEqual([
      { pageUrl, type: 'gallery', data: { slide: 2 } },
      { pageUrl, type: 'map', data: 'ready' },
    ]);
  });

  test('the batch is flushed when the page is hidden or unloaded, and a failing Trace call is ignored', async ({ page, request }) => {
    const { pageErrors } = collectConsole(page);
    await respondWith(request, { method: 'POST', path: '/api/events/Trace', status: 500, body: {} });
    await openClientPage(page, 'logger');
    await press(page, 'Log a slide');
    // What the browser fires as the page goes away (a real navigation's beacon may leave without the test's scope header).
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
    await expect.poll(async () => (await recordedRequests(request, '/api/events/Trace')).length).toBe(1);
    expect(JSON.parse((await recordedRequests(request, '/api/events/Trace'))[0]!.form!.data!)).toEqual([
      { pageUrl: expect.stringContaining('/fixtures/clients/logger.html'), type: 'gallery', data: { slide: 2 } },
    ]);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('performance settings errors go to the error reporter, not to Trace', () => {
  const VISITOR = '/fixtures/census/visitor.html';
  const SETTINGS = '/api/1/performance/settings';
  const reported = async (request: import('@playwright/test').APIRequestContext) =>
    (await recordedRequests(request, '/api/events/RecordJavascriptErrors')).flatMap(
      (r) => (r.json as Array<{ event: string; data: { message: string } }>) ?? [],
    );

  for (const [name, answer, message] of [
    ['an unexpected status', { status: 500, body: {} }, 'XHR request DONE with unexpected status 500'],
    ['no pageLoadId', { status: 200, body: {} }, 'Unable to resolve pageLoadId'],
  ] as const) {
    test(`${name}: '${message}'`, async ({ page, request }) => {
      await respondWith(request, { method: 'GET', path: SETTINGS, ...answer });
      await page.goto(VISITOR);
      await expect.poll(async () => (await reported(request)).map((r) => r.data.message), { timeout: 10_000 }).toEqual([message]);
      expect((await reported(request))[0]!.event).toBe('error');
      await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
      const traces = await recordedRequests(request, '/api/events/Trace');
      expect(traces.flatMap((t) => JSON.parse(t.form!.data!) as Array<{ type: string }>).filter((e) => e.type === 'performance-error')).toEqual([]);
    });
  }

  test("a hung settings call: 'Metric settings request timeout' after 30 s", async ({ page, request }) => {
    await respondWith(request, { method: 'GET', path: SETTINGS, status: 200, body: { pageLoadId: 'late' }, ...HUNG });
    await page.clock.install();
    await page.goto(VISITOR);
    await expect.poll(async () => (await recordedRequests(request, SETTINGS)).length, { timeout: 10_000 }).toBe(1);
    // A second ahead, not 100 ms: a loaded machine can pass a point that near before pauseAt runs.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.clock.runFor(20_000);
    expect(await reported(request)).toEqual([]);
    await page.clock.runFor(12_000);
    // The reporter's chunk loads now and its 1 s debounce runs on the paused clock: move it on while waiting.
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return (await reported(request)).map((r) => r.data.message);
      })
      .toEqual(['Metric settings request timeout']);
  });
});
