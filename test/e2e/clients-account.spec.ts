/**
 * The native-app bridge and the site-user session client through the QA
 * server and a stand-in app handler.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test.ts';
import { collectConsole, recordedRequests, respondWith } from './support/qa.ts';
import { expectPending, openClientPage, pauseClock, press, settled } from './clients-helpers.ts';

const SESSION = '/api/site-users/account/session';

/** The app's side: records what the page posts to `siteNativeBridge` (iOS form). */
const installApp = (page: Page) =>
  page.addInitScript(() => {
    const posted: unknown[] = [];
    (window as unknown as { appPosted: unknown[] }).appPosted = posted;
    (window as unknown as { webkit: unknown }).webkit = {
      messageHandlers: { siteNativeBridge: { postMessage: (message: string) => posted.push(JSON.parse(message)) } },
    };
  });

const appPosted = (page: Page) => page.evaluate(() => (window as unknown as { appPosted: Array<{ id: number; type: string; payload: unknown }> }).appPosted);

test.describe('native bridge', () => {
  test("in the app, 'info' stays pending until the app resolves it", async ({ page }) => {
    await installApp(page);
    await openClientPage(page, 'bridge', '?platform=mobile-app');
    await page.getByRole('button', { name: 'App info' }).click();
    await expect.poll(async () => (await appPosted(page)).map((m) => m.type)).toEqual(['info']);
    await expectPending(page);
    const id = (await appPosted(page))[0]!.id;
    await page.evaluate((requestId) => window.SiteNativeBridge!.resolve(requestId, { appVersion: '5.1.0' }), id);
    expect(await settled(page)).toBe('ok: {"appVersion":"5.1.0"}');
  });

  test('the app may reject; a request the app never answers fails at its time limit', async ({ page }) => {
    await installApp(page);
    await openClientPage(page, 'bridge', '?platform=mobile-app');
    await page.getByRole('button', { name: 'App info' }).click();
    await expect.poll(async () => (await appPosted(page)).length).toBe(1);
    await page.evaluate((id) => window.SiteNativeBridge!.reject(id, 'not now'), (await appPosted(page))[0]!.id);
    expect(await settled(page)).toBe('error: not now');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Share (5 s limit)' }).click();
    await expect.poll(async () => (await appPosted(page)).map((m) => m.type)).toEqual(['info', 'share']);
    await page.clock.runFor(4_900);
    await expectPending(page);
    await page.clock.runFor(200);
    expect(await settled(page)).toBe('error: native bridge request "share" timed out after 5000 ms');
  });

  test('dismiss tells the app and goes to the back address; the web view is remembered after in-app links', async ({ page }) => {
    await installApp(page);
    await openClientPage(page, 'bridge', '?platform=mobile-app');
    await page.getByRole('button', { name: 'App info' }).click();
    await expect.poll(async () => (await appPosted(page)).length).toBe(1);
    // A link followed inside the app: no query parameter any more.
    await openClientPage(page, 'bridge');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/fixtures/clients/app-back.html');
  });

  test("outside the app: 'mobile platform not correctly identified'; in it with no handler: not found", async ({ page }) => {
    const { messages } = collectConsole(page);
    await openClientPage(page, 'bridge');
    expect(await press(page, 'App info')).toBe('error: mobile platform not correctly identified');
    expect(messages).toContainEqual({ type: 'error', text: '[site-runtime] mobile platform not correctly identified' });
    await openClientPage(page, 'bridge', '?platform=mobile-app');
    expect(await press(page, 'App info')).toBe('error: native handler "siteNativeBridge" not found');
    expect(messages).toContainEqual({ type: 'error', text: '[site-runtime] native handler "siteNativeBridge" not found' });
  });
});

test.describe('site-user session', () => {
  test('login posts email, password and rememberMe; later calls carry the XSRF token; logout sends cloneCart', async ({ page, request }) => {
    const { messages } = collectConsole(page);
    await openClientPage(page, 'site-user');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByLabel('Remember me').check();
    expect(await press(page, 'Log in')).toMatch(/^ok: \{"siteUser":\{"id":"qa-user-\d+","email":"ada@example.com"\},"hasXsrfToken":true\}$/);
    const [login] = await recordedRequests(request, SESSION);
    expect(login!.method).toBe('POST');
    expect(login!.json).toEqual({ email: 'ada@example.com', password: 'correct horse', rememberMe: true });
    await press(page, 'A later call');
    const [later] = await recordedRequests(request, '/api/site-header-footer');
    expect(later!.headers['x-xsrf-token']).toMatch(/^[0-9a-f]{32}$/);
    await press(page, 'Log out');
    const logout = (await recordedRequests(request, SESSION)).find((r) => r.method === 'DELETE');
    expect(logout!.query.cloneCart).toBe('true');
    expect(logout!.headers['x-xsrf-token']).toBe(later!.headers['x-xsrf-token']);
    // After logout the token is gone.
    await press(page, 'A later call');
    const calls = await recordedRequests(request, '/api/site-header-footer');
    expect(calls[1]!.headers['x-xsrf-token']).toBeUndefined();
    // The password is never logged, stored or kept in the page.
    expect(messages.map((m) => m.text).join('\n')).not.toContain('correct horse');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain('correct horse');
  });

  test('a failed login shows the server text and sets no token', async ({ page, request }) => {
    await openClientPage(page, 'site-user');
    await respondWith(request, { method: 'POST', path: SESSION, status: 401, body: { error: 'Email or password is incorrect.' } });
    expect(await press(page, 'Log in')).toBe('error: Email or password is incorrect.');
    await press(page, 'A later call');
    const [later] = await recordedRequests(request, '/api/site-header-footer');
    expect(later!.headers['x-xsrf-token']).toBeUndefined();
  });

  test('logout is retried once on a crumb failure', async ({ page, request }) => {
    await openClientPage(page, 'site-user');
    await respondWith(request, { method: 'DELETE', path: SESSION, status: 200, body: { crumbFail: true, crumb: 'fresh-crumb' }, times: 1 });
    expect(await press(page, 'Log out')).toBe('ok: null');
    const deletes = (await recordedRequests(request, SESSION)).filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(2);
    expect(deletes[1]!.query.crumb).toBe('fresh-crumb');
  });

  test('a hung login fails after the 30 s limit', async ({ page, request }) => {
    await openClientPage(page, 'site-user');
    await pauseClock(page);
    await respondWith(request, { method: 'POST', path: SESSION, status: 200, body: {}, delayMs: 10 * 60 * 1000 });
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(async () => (await recordedRequests(request, SESSION)).length).toBe(1);
    await page.clock.runFor(29_000);
    await expectPending(page);
    await page.clock.runFor(1_500);
    expect(await settled(page)).toBe('error: Unable to connect…');
  });

  test('the fixture page passes an axe scan', async ({ page }) => {
    await openClientPage(page, 'site-user');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    await page.screenshot({ path: '/tmp/shots/clients-site-user.png' });
  });
});
