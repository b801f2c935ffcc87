import { expect, test } from './support/test.ts';
import { censusCallsFrom, censusSettled, marked, requestsFrom, trackingCookies, waitForRequests } from './census-helpers.ts';

const DAY = 24 * 60 * 60;
const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Cookie consent' });

test.describe('restrictive cookie policy', () => {
  test('before consent no tracking cookie exists and no census call is sent, even old cookies are cleared', async ({ page, context, request }) => {
    const { url, marker } = marked('/fixtures/consent/restrictive.html');
    // Cookies a server or an earlier visit left behind.
    await context.addCookies(
      ['ss_cvr', 'ss_cvt', 'SS_MID', 'ss_cid'].map((name) => ({ name, value: name === 'ss_cvr' ? 'old|1|1|1|1' : '1', url: 'http://127.0.0.1/' })),
    );
    await page.goto(url);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('We use cookies to count visits and improve the shop.');
    await expect.poll(() => trackingCookies(page)).toEqual([]);
    // Let the census load at idle: it must still send nothing.
    await censusSettled(page);
    expect(await censusCallsFrom(request, marker)).toEqual([]);
    expect(await trackingCookies(page)).toEqual([]);
  });

  test('after accept: ss_cookieAllowed=true for 30 days on /, SameSite=Lax, then the visitor cookies and the page hit', async ({ page, request }) => {
    const { url, marker } = marked('/fixtures/consent/restrictive.html');
    // Record every cookie the page writes, attributes included (the browser caps what it keeps).
    // On the prototype: the runtime reaches `cookie` there, past anything the page names `cookie`.
    await page.addInitScript(() => {
      const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const writes: string[] = ((window as unknown as { cookieWrites: string[] }).cookieWrites = []);
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get(this: Document) {
          return native.get!.call(this);
        },
        set(this: Document, value: string) {
          writes.push(value);
          native.set!.call(this, value);
        },
      });
    });
    await page.goto(url);
    const events = page.evaluate(() => new Promise<{ allowed: boolean; time: number }>((resolve) => window.SiteRuntime!.bus.on('consent:change', resolve)));
    const before = Date.now();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toHaveCount(0);
    const change = await events;
    expect(change.allowed).toBe(true);
    expect(change.time).toBeGreaterThanOrEqual(before - 1000);

    const cookies = await page.context().cookies();
    const consent = cookies.find((c) => c.name === 'ss_cookieAllowed')!;
    expect(consent).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax', secure: false });
    expect(consent.expires - Date.now() / 1000).toBeGreaterThan(30 * DAY - 120);
    expect(consent.expires - Date.now() / 1000).toBeLessThan(30 * DAY + 120);

    const hits = await waitForRequests(request, marker, '/api/census/RecordHit');
    expect(hits).toHaveLength(1);
    const all = await page.context().cookies();
    const cvr = all.find((c) => c.name === 'ss_cvr')!;
    const cvt = all.find((c) => c.name === 'ss_cvt')!;
    expect(decodeURIComponent(cvr.value)).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|1$/);
    // Two years asked for; Chromium keeps a cookie at most 400 days.
    expect(cvr.expires - Date.now() / 1000).toBeGreaterThan(400 * DAY - 120);
    const writes = await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);
    expect(writes.find((w) => w.startsWith('ss_cvr='))).toMatch(/; path=\/; SameSite=Lax; max-age=63072000; expires=/);
    expect(writes.find((w) => w.startsWith('ss_cvt='))).toMatch(/; path=\/; SameSite=Lax; max-age=1800; expires=/);
    expect(writes.find((w) => w.startsWith('ss_analyticsId='))).toMatch(/; max-age=33696000; /);
    expect(writes.find((w) => w.startsWith('ss_cookieAllowed='))).toMatch(/^ss_cookieAllowed=true; path=\/; SameSite=Lax; max-age=2592000; expires=[^;]+$/);
    expect(cvt.value).toMatch(/^[1-9]\d*$/);
    expect(cvt.expires - Date.now() / 1000).toBeGreaterThan(30 * 60 - 60);
    expect(cvt.expires - Date.now() / 1000).toBeLessThanOrEqual(30 * 60 + 5);
    // The analytics id cookie: 390 days.
    const id = all.find((c) => c.name === 'ss_analyticsId')!;
    expect(id.expires - Date.now() / 1000).toBeGreaterThan(390 * DAY - 120);
    // The hit carries the visitor cookie.
    expect(hits[0]!.headers.cookie).toContain('ss_cvr=');

    // The next page: no banner, counted at once.
    const next = marked('/fixtures/consent/restrictive.html');
    await page.goto(next.url);
    await censusSettled(page);
    await expect(banner(page)).toHaveCount(0);
    expect(await waitForRequests(request, next.marker, '/api/census/RecordHit')).toHaveLength(1);
  });

  test('after decline: ss_cookieAllowed=false, and no tracking cookie or census call, on this page or the next', async ({ page, request }) => {
    const { url, marker } = marked('/fixtures/consent/restrictive.html');
    await page.goto(url);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toHaveCount(0);
    const consent = (await page.context().cookies()).find((c) => c.name === 'ss_cookieAllowed')!;
    expect(consent).toMatchObject({ value: 'false', path: '/', sameSite: 'Lax' });
    expect(consent.expires - Date.now() / 1000).toBeGreaterThan(30 * DAY - 120);
    await censusSettled(page);

    const next = marked('/fixtures/consent/restrictive.html');
    await page.goto(next.url);
    await censusSettled(page);
    await expect(banner(page)).toHaveCount(0);
    // The banner module is not even loaded once a choice exists.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('site-cookie-banner')))).toBe(false);
    expect(await trackingCookies(page)).toEqual([]);
    expect(await censusCallsFrom(request, marker)).toEqual([]);
    expect(await censusCallsFrom(request, next.marker)).toEqual([]);
  });

  test('another consent manager’s permission counts, unless the restrictive policy is absolute', async ({ page, context, request }) => {
    await context.addCookies([{ name: 'cmapi_cookie_privacy', value: 'permit 1,2,3', url: 'http://127.0.0.1/' }]);
    const restrictive = marked('/fixtures/consent/restrictive.html');
    await page.goto(restrictive.url);
    await censusSettled(page);
    expect(await waitForRequests(request, restrictive.marker, '/api/census/RecordHit')).toHaveLength(1);

    await context.clearCookies();
    await context.addCookies([{ name: 'cmapi_cookie_privacy', value: 'permit 1,2,3', url: 'http://127.0.0.1/' }]);
    const absolute = marked('/fixtures/consent/absolute.html');
    await page.goto(absolute.url);
    await censusSettled(page);
    expect(await censusCallsFrom(request, absolute.marker)).toEqual([]);
    expect(await trackingCookies(page)).toEqual([]);
  });
});

test.describe('permissive cookie policy', () => {
  test('counts before any choice; opting out clears the tracking cookies and stops the census', async ({ page, request }) => {
    const { url, marker } = marked('/fixtures/consent/permissive.html');
    await page.goto(url);
    await expect(banner(page)).toBeVisible();
    await censusSettled(page);
    expect(await waitForRequests(request, marker, '/api/census/RecordHit')).toHaveLength(1);
    expect(await trackingCookies(page)).toEqual(expect.arrayContaining(['ss_cvr', 'ss_cvt']));

    await banner(page).getByRole('button', { name: 'Decline' }).click();
    expect(await trackingCookies(page)).toEqual([]);
    const next = marked('/fixtures/consent/permissive.html');
    await page.goto(next.url);
    await censusSettled(page);
    expect(await censusCallsFrom(request, next.marker)).toEqual([]);
    expect(await trackingCookies(page)).toEqual([]);
  });

  test('accepting keeps counting and shows no banner again', async ({ page, request }) => {
    const { url } = marked('/fixtures/consent/permissive.html');
    await page.goto(url);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    const next = marked('/fixtures/census/about.html');
    await page.goto(next.url);
    await censusSettled(page);
    expect(await waitForRequests(request, next.marker, '/api/census/RecordHit')).toHaveLength(1);
  });
});

test('where the page has gtag, the choice goes to Google consent mode', async ({ page }) => {
  const { url } = marked('/fixtures/consent/gtag.html');
  await page.goto(url);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  // The update's code arrives on the choice, only on pages with gtag (behaviour/consent.md#cookie-banner-cost).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer))
    .toEqual([
      ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' }],
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' }],
    ]);
  await page.evaluate(() => window.SiteRuntime!.bus.emit('cookie-banner:show'));
  // Forced mode ignores clicks: the choice stays, gtag hears nothing new.
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.length)).toBe(2);
  expect((await page.context().cookies()).find((c) => c.name === 'ss_cookieAllowed')!.value).toBe('true');
});

test('a declined visitor sends nothing from pages with buttons either', async ({ page, request }) => {
  await page.context().addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: 'http://127.0.0.1/' }]);
  const { url, marker } = marked('/fixtures/census/buttons.html');
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.buttonsReady === 'true');
  await censusSettled(page);
  await Promise.all([page.waitForURL('**/commerce/goto-checkout'), page.getByRole('link', { name: 'Go to checkout' }).click()]);
  expect(await requestsFrom(request, marker)).toEqual(expect.not.arrayContaining([expect.objectContaining({ path: expect.stringContaining('/api/census/') })]));
  expect(await censusCallsFrom(request, marker)).toEqual([]);
});
