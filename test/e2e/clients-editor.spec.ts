/**
 * Multilingual, header/footer and labs through the QA server: each call's
 * success, failure and hang, and the multilingual gate (loading only when
 * called: clients-pages.spec.ts).
 */
import { expect, test } from './support/test.ts';
import { recordedRequests, respondWith } from './support/qa.ts';
import { expectPending, openClientPage, pauseClock, press, settled } from './clients-helpers.ts';

const HUNG = { delayMs: 10 * 60 * 1000 } as const;

test.describe('multilingual', () => {
  test('settings, status, languages GET and PUT, connection DELETE: each sent as specified and answered', async ({ page, request }) => {
    await openClientPage(page, 'multilingual');
    expect(await press(page, 'Settings')).toContain('"defaultLanguage":"en"');
    expect(await press(page, 'Status')).toContain('"connected":true');
    expect(await press(page, 'Languages')).toContain('"code":"fr"');
    expect(await press(page, 'Save English and German')).toBe('ok: {"languages":[{"code":"en","isDefault":true},{"code":"de","isDefault":false}]}');
    expect(await press(page, 'Disconnect')).toBe('ok: {}');
    const calls = (await recordedRequests(request)).filter((r) => r.path.startsWith('/api/multilingual/'));
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/multilingual/settings',
      'GET /api/multilingual/status',
      'GET /api/multilingual/languages',
      'PUT /api/multilingual/languages',
      'DELETE /api/multilingual/connection',
    ]);
    expect(calls[3]!.json).toEqual({
      languages: [
        { code: 'en', isDefault: true },
        { code: 'de', isDefault: false },
      ],
    });
  });

  test('a 500 and a 503 give the data layer messages', async ({ page, request }) => {
    await openClientPage(page, 'multilingual');
    await respondWith(request, { method: 'GET', path: '/api/multilingual/status', status: 503, body: {} });
    expect(await press(page, 'Status')).toBe('error: This service is temporarily unavailable. Please try again later.');
    await respondWith(request, { method: 'PUT', path: '/api/multilingual/languages', status: 500, body: {} });
    expect(await press(page, 'Save English and German')).toBe('error: Internal server error. Please try again later.');
  });

  test('a hung call fails after the 30 s limit', async ({ page, request }) => {
    await openClientPage(page, 'multilingual');
    await pauseClock(page);
    await respondWith(request, { method: 'GET', path: '/api/multilingual/settings', status: 200, body: {}, ...HUNG });
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect.poll(async () => (await recordedRequests(request, '/api/multilingual/settings')).length).toBe(1);
    await page.clock.runFor(29_000);
    await expectPending(page);
    await page.clock.runFor(1_500);
    expect(await settled(page)).toBe('error: Unable to connect…');
  });

  test('without the beta flag nothing is sent', async ({ page, request }) => {
    await openClientPage(page, 'multilingual-off');
    expect(await press(page, 'Languages')).toBe('error: multilingual is not enabled on this site');
    expect(await recordedRequests(request, '/api/multilingual/languages')).toEqual([]);
  });
});

test.describe('header and footer', () => {
  test('GET returns header and footer; PUT saves both', async ({ page, request }) => {
    await openClientPage(page, 'header-footer');
    expect(await press(page, 'Read')).toMatch(/^ok: \{"header":\{.*\},"footer":\{.*\}\}$/);
    await press(page, 'Save');
    const [put] = (await recordedRequests(request, '/api/site-header-footer')).filter((r) => r.method === 'PUT');
    expect(put!.json).toEqual({ header: { layout: 'navCenter' }, footer: { text: '© Harbor Books' } });
  });

  test('failure and hang', async ({ page, request }) => {
    await openClientPage(page, 'header-footer');
    await respondWith(request, { method: 'PUT', path: '/api/site-header-footer', status: 400, body: { error: 'Header is too tall' } });
    expect(await press(page, 'Save')).toBe('error: Header is too tall');
    await pauseClock(page);
    await respondWith(request, { method: 'GET', path: '/api/site-header-footer', status: 200, body: {}, ...HUNG });
    await page.getByRole('button', { name: 'Read' }).click();
    await expect.poll(async () => (await recordedRequests(request, '/api/site-header-footer')).filter((r) => r.method === 'GET').length).toBe(1);
    await page.clock.runFor(30_500);
    expect(await settled(page)).toBe('error: Unable to connect…');
  });
});

test.describe('labs', () => {
  test('GET internal, POST and GET circle', async ({ page, request }) => {
    await openClientPage(page, 'labs');
    expect(await press(page, 'Internal features')).toBe('ok: []');
    await press(page, 'Join the circle');
    expect(await press(page, 'Circle features')).toBe('ok: ["new-editor"]');
    const calls = (await recordedRequests(request)).filter((r) => r.path.startsWith('/api/labs/'));
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/labs/internal', 'POST /api/labs/circle', 'GET /api/labs/circle']);
    expect(calls[1]!.json).toEqual({ betaFeatures: ['new-editor'] });
  });

  test('failure and hang', async ({ page, request }) => {
    await openClientPage(page, 'labs');
    await respondWith(request, { method: 'POST', path: '/api/labs/circle', status: 401, body: {} });
    expect(await press(page, 'Join the circle')).toBe('error: Unauthorized request');
    await pauseClock(page);
    await respondWith(request, { method: 'GET', path: '/api/labs/internal', status: 200, body: {}, ...HUNG });
    await page.getByRole('button', { name: 'Internal features' }).click();
    await expect.poll(async () => (await recordedRequests(request, '/api/labs/internal')).length).toBe(1);
    await page.clock.runFor(30_500);
    expect(await settled(page)).toBe('error: Unable to connect…');
  });
});
