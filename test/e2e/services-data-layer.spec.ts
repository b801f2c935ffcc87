import { expect, type APIRequestContext, type Page, test } from './support/test.ts';
import { recordedRequests, respondWith } from './support/qa.ts';
import { pauseClock } from './support/clock.ts';

const PAGE = '/fixtures/services/data-layer.html';

/** A path no other test uses, so scripted answers and the request log stay this test's own. */
const uniquePath = (name: string) => `/api/qa/${name}-${Math.random().toString(36).slice(2, 8)}`;

interface Call {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: 'form' | 'json';
  retries?: number;
  timeoutMs?: number;
  handled?: boolean;
}

/** Fills the page's form and sends it with the keyboard; resolves with what #result shows once settled. */
async function send(page: Page, call: Call): Promise<string> {
  await startCall(page, call);
  const result = page.locator('#result');
  await expect(result).not.toHaveText('pending', { timeout: 10_000 });
  await expect(result).not.toHaveText('none yet');
  return (await result.textContent()) ?? '';
}

/** Fills the page's form and sends it with the keyboard; #result shows 'pending' until the call settles. */
async function startCall(page: Page, call: Call): Promise<void> {
  await page.getByLabel('Path').fill(call.path);
  await page.getByLabel('Method').selectOption(call.method ?? 'GET');
  await page.getByLabel('Body').selectOption(call.body ?? 'form');
  await page.getByLabel('Retries').fill(String(call.retries ?? 0));
  await page.getByLabel('Timeout (ms)').fill(String(call.timeoutMs ?? 30000));
  await page.getByLabel('The page shows failures itself').setChecked(call.handled ?? true);
  await page.getByRole('button', { name: 'Send' }).focus();
  await page.keyboard.press('Enter');
}

async function openPage(page: Page): Promise<void> {
  await page.goto(PAGE);
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
}

const calls = (request: APIRequestContext, path: string) => recordedRequests(request, path);

test('GET sends its data as the query and appends the crumb parameter', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'crumb', value: 'crumb-abc', url: baseURL! }]);
  await openPage(page);
  expect(await send(page, { path: '/api/qa/echo' })).toBe('ok: {"method":"GET","query":{"page":"2","crumb":"crumb-abc"},"body":null}');
});

test('POST sends a form-encoded body, or JSON when asked', async ({ page, request }) => {
  await openPage(page);
  const formPath = uniquePath('form');
  await respondWith(request, { method: 'POST', path: formPath, status: 200, body: { saved: true } });
  expect(await send(page, { path: formPath, method: 'POST' })).toBe('ok: {"saved":true}');
  const [form] = await calls(request, formPath);
  expect(form!.headers['content-type']).toBe('application/x-www-form-urlencoded');
  expect(form!.body).toBe('title=Sea+Charts&tags=maps&tags=coast');

  const jsonPath = uniquePath('json');
  await respondWith(request, { method: 'PUT', path: jsonPath, status: 200, body: { saved: true } });
  expect(await send(page, { path: jsonPath, method: 'PUT', body: 'json' })).toBe('ok: {"saved":true}');
  const [json] = await calls(request, jsonPath);
  expect(json!.json).toEqual({ title: 'Sea Charts', tags: ['maps', 'coast'] });
});

test('DELETE sends its data as the query', async ({ page }) => {
  await openPage(page);
  expect(await send(page, { path: '/api/qa/echo', method: 'DELETE' })).toBe('ok: {"method":"DELETE","query":{"page":"2"},"body":null}');
});

test.describe('errors by status', () => {
  for (const [status, message] of [
    [401, 'Unauthorized request'],
    [403, 'Unauthorized request'],
    [500, 'Internal server error. Please try again later.'],
    [501, 'Internal server error. Please try again later.'],
    [503, 'This service is temporarily unavailable. Please try again later.'],
    [404, 'Unable to connect…'],
    [429, 'Unable to connect…'],
  ] as const) {
    test(`${status}: '${message}'`, async ({ page, request }) => {
      await openPage(page);
      const path = uniquePath(`s${status}`);
      await respondWith(request, { path, status, body: '' });
      expect(await send(page, { path })).toBe(`error: ${message}`);
    });
  }

  test("a 400, 401, 500 or 502 body with error, message or billingErrorCode shows the server's text", async ({ page, request }) => {
    await openPage(page);
    for (const [status, body, text] of [
      [400, { error: 'That title is already taken', errors: { title: 'taken' } }, 'That title is already taken'],
      [502, { message: 'The bookshop service is restarting' }, 'The bookshop service is restarting'],
      [401, { billingErrorCode: 'CARD_DECLINED' }, 'CARD_DECLINED'],
    ] as const) {
      const path = uniquePath(`body${status}`);
      await respondWith(request, { path, status, body });
      expect(await send(page, { path })).toBe(`error: ${text}`);
    }
  });

  test('an answer that is not JSON gives the parse message with the url', async ({ page, request }) => {
    await openPage(page);
    const path = uniquePath('notjson');
    await respondWith(request, { path, status: 200, body: '<html>maintenance</html>' });
    expect(await send(page, { path })).toMatch(new RegExp(`^error: Internal Error: Unable to parse server response from \\(${path}\\) as JSON: .+`));
  });
});

/** The data layer's own `retries` option for a call (its attempts after the first), not a test retry. */
const TWO_MORE_ATTEMPTS = 2;

test('other statuses are retried after 200 ms while a retry count is left', async ({ page, request }) => {
  await openPage(page);
  const path = uniquePath('retry');
  await respondWith(request, { path, status: 418, body: '', times: 2 });
  await respondWith(request, { path, status: 200, body: { third: 'time lucky' } });
  expect(await send(page, { path, retries: TWO_MORE_ATTEMPTS })).toBe('ok: {"third":"time lucky"}');
  const attempts = await calls(request, path);
  expect(attempts).toHaveLength(3);
  expect(attempts[1]!.time - attempts[0]!.time).toBeGreaterThanOrEqual(190);
  expect(attempts[2]!.time - attempts[1]!.time).toBeGreaterThanOrEqual(190);
});

test('statuses with their own message are not retried', async ({ page, request }) => {
  await openPage(page);
  const path = uniquePath('noretry');
  await respondWith(request, { path, status: 503, body: '', times: 3 });
  expect(await send(page, { path, retries: TWO_MORE_ATTEMPTS })).toBe('error: This service is temporarily unavailable. Please try again later.');
  expect(await calls(request, path)).toHaveLength(1);
});

test('crumbFail refreshes the crumb and retries once with the new one', async ({ page, request, context, baseURL }) => {
  await context.addCookies([{ name: 'crumb', value: 'stale-crumb', url: baseURL! }]);
  await openPage(page);
  const path = uniquePath('crumb');
  await respondWith(request, { method: 'POST', path, status: 401, body: { crumbFail: true } });
  await respondWith(request, { method: 'POST', path, status: 200, body: { saved: true } });
  expect(await send(page, { path, method: 'POST' })).toBe('ok: {"saved":true}');
  const attempts = await calls(request, path);
  expect(attempts).toHaveLength(2);
  expect(attempts[0]!.query.crumb).toBe('stale-crumb');
  const fresh = attempts[1]!.query.crumb;
  expect(fresh).toBeTruthy();
  expect(fresh).not.toBe('stale-crumb');
  expect((await context.cookies()).find((c) => c.name === 'crumb')?.value).toBe(fresh);
});

test('a call that never answers times out', async ({ page, request }) => {
  await page.clock.install();
  await openPage(page);
  await pauseClock(page);
  const path = uniquePath('hung');
  await respondWith(request, { path, status: 200, body: {}, delayMs: 10 * 60 * 1000 });
  await startCall(page, { path, timeoutMs: 500 });
  await expect.poll(async () => (await calls(request, path)).length).toBe(1);
  await page.clock.runFor(499);
  await expect(page.locator('#result')).toHaveText('pending');
  await page.clock.runFor(1);
  await expect(page.locator('#result')).toHaveText('error: Unable to connect…');
});

test('loginRequired opens the login prompt: login:required, then the config area with this page', async ({ page, request }) => {
  await openPage(page);
  await page.evaluate(() => window.SiteRuntime!.bus.on('login:required', ({ url }: { url: string }) => sessionStorage.setItem('fixture:login', url)));
  const path = uniquePath('login');
  await respondWith(request, { path, status: 401, body: { loginRequired: true } });
  await page.getByLabel('Path').fill(path);
  await page.getByRole('button', { name: 'Send' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#landed')).toHaveText('/config/?frameUrl=%2Ffixtures%2Fservices%2Fdata-layer.html');
  expect(await page.evaluate(() => sessionStorage.getItem('fixture:login'))).toBe('/fixtures/services/data-layer.html');
});

test('authorizationFail shows the system-error overlay even when the page handles failures', async ({ page, request }) => {
  await openPage(page);
  const path = uniquePath('authz');
  await respondWith(request, { path, status: 403, body: { authorizationFail: true } });
  expect(await send(page, { path, handled: true })).toBe('error: Unauthorized request');
  const overlay = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
  await expect(overlay).toContainText('Our system has encountered an error.');
  await expect(overlay.getByRole('button')).toHaveText(['Clear', 'Reload Page']);
});

test('with no handler, a failure shows the system-error overlay with its message, and Clear closes it', async ({ page, request }) => {
  await openPage(page);
  const path = uniquePath('unhandled');
  await respondWith(request, { path, status: 500, body: '' });
  expect(await send(page, { path, handled: false })).toBe('error: Internal server error. Please try again later.');
  const overlay = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
  await expect(overlay).toContainText('Internal server error. Please try again later.');
  await expect(overlay.getByRole('button', { name: 'Clear' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(overlay).toHaveCount(0);
});
