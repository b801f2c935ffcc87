import { costBudget } from './support/budget.ts';
import { expect, type Page, test } from './support/test.ts';
import { builtManifest, staticChunksOf } from './support/manifest.ts';
import { collectScriptRequests, gzipBytesOf, recordedRequests } from './support/qa.ts';

const ready = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
const landed = (page: Page) => page.locator('#landed');
/** The lazy services module has started every flow that applies (and would have redirected by now). */
const servicesLoaded = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteServices === 'ready');

test.describe('owner redirect', () => {
  test('a signed-in owner opening a published page in the top frame lands on /config/ with the page in frameUrl', async ({ page }) => {
    await page.goto('/fixtures/services/owner.html?color=blue&size=2');
    await expect(landed(page)).toHaveText('/config/?frameUrl=%2Ffixtures%2Fservices%2Fowner.html%3Fcolor%3Dblue%26size%3D2');
    await expect(page.locator('#query')).toContainText('/fixtures/services/owner.html?color=blue&size=2');
  });

  for (const [name, path] of [
    ['a viewer-only account', '/fixtures/services/owner-viewer.html'],
    ['developer mode', '/fixtures/services/owner-developer.html'],
    ['cloneable mode', '/fixtures/services/owner-cloneable.html'],
  ] as const) {
    test(`no redirect for ${name}`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      await servicesLoaded(page);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  test('no redirect on localhost', async ({ page, baseURL }) => {
    const local = new URL('/fixtures/services/owner.html', baseURL);
    local.hostname = 'localhost';
    await page.goto(local.href);
    await ready(page);
    await servicesLoaded(page);
    expect(new URL(page.url()).pathname).toBe('/fixtures/services/owner.html');
  });

  test('no redirect inside a frame', async ({ page }) => {
    await page.goto('/fixtures/services/backend.html');
    const inner = page.frameLocator('#sqs-site-frame');
    await expect(inner.locator('h1')).toHaveText('Owner, developer mode');
    // owner-stay is in developer mode anyway; owner.html in a frame shows the frame rule alone.
    await page.locator('#sqs-site-frame').evaluate((frame: HTMLIFrameElement) => (frame.src = '/fixtures/services/owner.html'));
    await expect(inner.locator('h1')).toHaveText('Owner redirect');
    await expect(inner.locator('html')).toHaveAttribute('data-site-services', 'ready');
    await expect(inner.locator('h1')).toHaveText('Owner redirect');
  });

  test('noredirect turns the redirect off for the rest of the session only', async ({ page, browser }) => {
    await page.goto('/fixtures/services/owner.html?noredirect');
    await ready(page);
    await servicesLoaded(page);
    await page.goto('/fixtures/services/owner.html?next=1');
    await ready(page);
    await servicesLoaded(page);
    expect(new URL(page.url()).pathname).toBe('/fixtures/services/owner.html');
    // A new session (a new context) is redirected again.
    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const other = await fresh.newPage();
    await other.goto('/fixtures/services/owner.html');
    await expect(landed(other)).toHaveText('/config/?frameUrl=%2Ffixtures%2Fservices%2Fowner.html');
    await fresh.close();
  });
});

test.describe('logout', () => {
  test("logout=true shows 'Logout Successful' top right for 2000 ms, with no React and at most 5 KB gzip of chunks for the notice", async ({
    page,
    request,
  }) => {
    const scripts = collectScriptRequests(page);
    const styles: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && r.url().includes('/dist/') && styles.push(r.url()));
    await page.goto('/fixtures/services/logout.html?logout=true');
    const notice = page.getByRole('dialog', { name: 'Logout Successful' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('You have been successfully logged out.');
    await expect(notice).toHaveAttribute('aria-modal', 'false');
    // The address no longer says logout=true: a reload does not say it again.
    expect(new URL(page.url()).search).toBe('');
    await expect(notice).toHaveCount(0, { timeout: 4000 });

    const react = builtManifest().shared.react!;
    expect(scripts.some((url) => url.endsWith(react))).toBe(false);
    // The services and the idle core load at idle on every page (see idle-start.spec.ts): reported, not counted.
    const idle = staticChunksOf('idle-start');
    const chunks = new Set([...scripts, ...styles].filter((url) => url.includes('/dist/chunks/')));
    const router = [...chunks].filter((url) => idle.has(url.split('/').pop()!));
    expect(router).toHaveLength(idle.size);
    const noticeFiles = [...chunks].filter((url) => !router.includes(url));
    expect(noticeFiles.length).toBeGreaterThan(0);
    const own = await gzipBytesOf(request, noticeFiles);
    const withRouter = own + (await gzipBytesOf(request, router));
    test.info().annotations.push({
      type: 'gzip',
      description: `logout notice: ${own} B gzip in ${noticeFiles.length} files (${withRouter} B with the services router)`,
    });
    expect(own).toBeLessThanOrEqual(costBudget('services-module-first-use'));
  });

  test('the Log out link (keyboard): one POST /api/auth/Logout, the logout event, ss_lastid cleared, then the site root with logout=true', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const run = `link-${Math.random().toString(36).slice(2, 8)}`;
    await context.addCookies([{ name: 'ss_lastid', value: Buffer.from('harbor-books').toString('base64'), url: baseURL! }]);
    await page.goto(`/fixtures/services/owner-stay.html?run=${run}`);
    await ready(page);
    await servicesLoaded(page);
    const events: string[] = [];
    page.on('console', (message) => message.text().startsWith('fixture:') && events.push(message.text()));
    await page.evaluate(() => window.SiteRuntime!.bus.on('logout', () => console.log('fixture: logout event')));
    await page.getByRole('link', { name: 'Log out' }).focus();
    await Promise.all([page.waitForURL('**/?logout=true'), page.keyboard.press('Enter')]);
    expect(events).toEqual(['fixture: logout event']);
    const posts = (await recordedRequests(request, '/api/auth/Logout')).filter((r) => (r.headers.referer ?? '').includes(run));
    expect(posts.map((r) => r.method)).toEqual(['POST']);
    expect((await context.cookies()).some((c) => c.name === 'ss_lastid')).toBe(false);
  });

  test('a failed logout stays on the page and can be tried again', async ({ page, request }) => {
    const run = `fail-${Math.random().toString(36).slice(2, 8)}`;
    await page.goto(`/fixtures/services/owner-stay.html?run=${run}`);
    await ready(page);
    await servicesLoaded(page);
    // The first attempt fails (answered in the browser, so the QA log sees only the second).
    await page.route('**/api/auth/Logout*', (route) => route.fulfill({ status: 500, body: '{"error":"Logout is down"}', contentType: 'application/json' }), {
      times: 1,
    });
    await page.getByRole('link', { name: 'Log out' }).focus();
    await Promise.all([page.waitForEvent('console', (m) => m.text().includes('logout failed: Logout is down')), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/fixtures/services/owner-stay.html');
    await Promise.all([page.waitForURL('**/?logout=true'), page.keyboard.press('Enter')]);
    expect((await recordedRequests(request, '/api/auth/Logout')).filter((r) => (r.headers.referer ?? '').includes(run))).toHaveLength(1);
  });
});

test.describe('upgrade destinations', () => {
  test('trial-upgrade goes to the billing upgrade settings page', async ({ page }) => {
    await page.goto('/fixtures/services/owner-stay.html');
    await ready(page);
    await servicesLoaded(page);
    await page.getByRole('link', { name: 'Upgrade your trial' }).focus();
    await page.keyboard.press('Enter');
    await expect(landed(page)).toHaveText('/config/settings/billing/upgrade');
  });

  test('upgrade goes to the website subscriptions settings page', async ({ page }) => {
    await page.goto('/fixtures/services/owner-stay.html');
    await ready(page);
    await servicesLoaded(page);
    await page.getByRole('link', { name: 'Upgrade your plan' }).focus();
    await page.keyboard.press('Enter');
    await expect(landed(page)).toHaveText('/config/settings/website-subscriptions');
  });
});

test.describe('page types', () => {
  test('the cart page type loads the cart page module', async ({ page }) => {
    await page.goto('/fixtures/services/checkout.html');
    await expect(page.locator('html')).toHaveAttribute('data-page-module', 'cart');
  });

  test('the reviews-request page type loads the product reviews page module', async ({ page }) => {
    await page.goto('/fixtures/services/reviews-request.html');
    await expect(page.locator('html')).toHaveAttribute('data-page-module', 'reviews-request');
  });
});

test.describe('session recording', () => {
  const cores = (page: Page, n: number) => page.addInitScript((count) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => count }), n);

  test('toggle on, sampled variant, more than 2 cores: the id is fetched and announced', async ({ page, request }) => {
    const run = `rec-${Math.random().toString(36).slice(2, 8)}`;
    await cores(page, 4);
    await page.goto(`/fixtures/services/session-recording.html?run=${run}`);
    await expect(page.locator('#recording')).toHaveText('qa-fullstory-id');
    const calls = (await recordedRequests(request, '/api/commerce/fullstory/getId')).filter((r) => (r.headers.referer ?? '').includes(run));
    expect(calls.map((r) => r.method)).toEqual(['GET']);
  });

  test('2 cores or fewer: nothing is fetched', async ({ page, request }) => {
    const run = `rec2-${Math.random().toString(36).slice(2, 8)}`;
    await cores(page, 2);
    await page.goto(`/fixtures/services/session-recording.html?run=${run}`);
    await ready(page);
    await servicesLoaded(page);
    await expect(page.locator('#recording')).toHaveText('none');
    const calls = (await recordedRequests(request, '/api/commerce/fullstory/getId')).filter((r) => (r.headers.referer ?? '').includes(run));
    expect(calls).toHaveLength(0);
  });

  test('on an internal site a viewer overrides the variant by query, and it holds for the session', async ({ page }) => {
    await cores(page, 8);
    await page.goto('/fixtures/services/session-recording-internal.html');
    await ready(page);
    await servicesLoaded(page);
    await expect(page.locator('#recording')).toHaveText('none');
    await page.goto('/fixtures/services/session-recording-internal.html?experiment.session-recording=sampled');
    await expect(page.locator('#recording')).toHaveText('qa-fullstory-id');
    await page.goto('/fixtures/services/session-recording-internal.html?later=1');
    await expect(page.locator('#recording')).toHaveText('qa-fullstory-id');
  });
});
