/**
 * A hostile page, a hostile link or a foreign web page cannot take over the runtime, the
 * visitor or the QA server (docs/behaviour/start-up.md#security-model). One fixture per attack,
 * under fixtures/pages/hostile/.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './support/test.ts';
import { collectConsole } from './support/qa.ts';

const initialized = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test('1: an <img name="currentScript"> does not move where chunks load from', async ({ page }) => {
  const elsewhere: string[] = [];
  page.on('request', (r) => r.url().includes('/fixtures/hostile/elsewhere/') && elsewhere.push(r.url()));
  await page.goto('/fixtures/hostile/current-script.html');
  await expect(page.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
  expect(elsewhere.filter((url) => url.includes('/chunks/'))).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/hostile-current-script.png' });
});

test('2: a page on another local origin can neither queue an answer nor read the log', async ({ page, request, baseURL }) => {
  // Another local origin: a second server on another port serves the foreign page.
  const html = await (await request.get('/fixtures/hostile/qa-server.html')).text();
  const foreign = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(html));
  await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
  try {
    await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
    const read = await page.evaluate(async (qa) => {
      // A CORS simple request: no preflight, so it reaches the server whatever its answer.
      await fetch(`${qa}/__qa/respond`, {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ path: '/api/qa/echo', times: 0, body: '<p id="planted">planted</p>', headers: { 'Content-Type': 'text/html' } }),
      }).catch(() => undefined);
      return fetch(`${qa}/__qa/requests`).then(
        (r) => r.text(),
        () => 'refused',
      );
    }, baseURL!);
    expect(read).toBe('refused');
  } finally {
    foreign.close();
  }
  // Nothing was queued: the mock's own answer comes back, not the foreign page's HTML.
  const echo = await request.get('/api/qa/echo');
  expect(echo.headers()['content-type']).not.toContain('text/html');
  // Other tests' scripted answers are listed too, each in its test's scope; the foreign page's would have none.
  const queued: { path: string; scope?: string }[] = await (await request.get('/__qa/respond')).json();
  expect(queued.filter((answer) => answer.path === '/api/qa/echo' && !answer.scope)).toEqual([]);
});

test('3: logout from an editing frame at a // path keeps the top window on this origin', async ({ page, request, baseURL }) => {
  const framed = await (await request.get('/fixtures/hostile/logout-page.html')).text();
  await page.route(
    (url) => url.pathname.startsWith('//x//'),
    (route) => route.fulfill({ body: framed, contentType: 'text/html' }),
  );
  const elsewhere: string[] = [];
  await page.route('http://other.example/**', (route) => {
    elsewhere.push(route.request().url());
    return route.fulfill({ body: 'elsewhere', contentType: 'text/html' });
  });
  await page.goto('/fixtures/hostile/logout-frame.html');
  const frame = page.frameLocator('#sqs-site-frame');
  await expect(frame.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
  const child = page.frames().find((f) => f.url().includes('other.example/landing'))!;
  expect(new URL(child.url()).pathname).toBe('//x//other.example/landing');
  await Promise.all([page.waitForURL(/logout=true/), child.evaluate(() => window.SiteRuntime!.load('services').then((s) => s.logout()))]);
  expect(page.url()).toBe(`${baseURL}/x//other.example/landing?logout=true`);
  expect(elsewhere).toEqual([]);
});

test('5: elements named SiteRuntime, getElementById, querySelectorAll, implementation or cookie stop nothing', async ({ page }) => {
  const { pageErrors } = collectConsole(page);
  await page.goto('/fixtures/hostile/start-up.html');
  await initialized(page);
  await expect(page.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
  await page.locator('#block-acc .accordion-item__click-target').click();
  await expect(page.locator('#block-acc .accordion-item__click-target')).toHaveAttribute('aria-expanded', 'true');
  await expect(banner(page)).toBeVisible();
  expect(await page.evaluate(() => typeof window.SiteRuntime?.register)).toBe('function');
  expect(pageErrors).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/hostile-start-up.png' });
});

test('5: a throwing Static getter does not stop a valid #site-context', async ({ page }) => {
  await page.goto('/fixtures/hostile/throwing-static.html');
  await initialized(page);
  await expect(page.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
  expect(await page.evaluate(() => window.SiteRuntime!.context.website.id)).toBe('w-hostile');
});

test('5: a frozen, circular context with a BigInt is copied, and start-up completes', async ({ page }) => {
  await page.goto('/fixtures/hostile/frozen-static.html');
  await initialized(page);
  await expect(page.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
  expect(await page.evaluate(() => [window.SiteRuntime!.context.website.id, window.SiteRuntime!.context.pageType])).toEqual(['w-frozen', 2]);
});

test('6: a look-alike or invalid consent cookie is no choice: the banner shows', async ({ page, context, baseURL }) => {
  for (const [name, value] of [
    ['old_ss_cookieAllowed', 'true'],
    ['ss_cookieAllowed', 'maybe'],
  ]) {
    await context.clearCookies();
    await context.addCookies([{ name: name!, value: value!, url: baseURL! }]);
    await page.goto('/fixtures/hostile/consent-lookalike.html');
    await expect(banner(page), `${name}=${value}`).toBeVisible();
  }
  await context.clearCookies();
  await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: baseURL! }]);
  await page.goto('/fixtures/hostile/consent-lookalike.html');
  await initialized(page);
  await expect(banner(page)).toHaveCount(0);
});

test('6: in a sandboxed frame, where cookies cannot be read, the banner still shows', async ({ page }) => {
  await page.goto('/fixtures/hostile/consent-sandboxed.html');
  const frame = page.frameLocator('iframe[sandbox]');
  await expect(frame.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
});

test('7: data-block on <html> or <body> is refused with a console error; the page stays', async ({ page }) => {
  const { messages } = collectConsole(page);
  await page.goto('/fixtures/hostile/data-block-body.html');
  await initialized(page);
  await expect(page.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostile: data-block on body');
  const errors = messages.filter((m) => m.type === 'error').map((m) => m.text);
  expect(errors.some((text) => text.includes('block "accordion" on <body> refused'))).toBe(true);
  expect(errors.some((text) => text.includes('block "accordion" on <html> refused'))).toBe(true);
  expect(await page.evaluate(() => document.body.hasAttribute('data-block-state'))).toBe(false);
});

test('8: a chunk that never arrives: error after the time limit, markup kept, the held click replayed', async ({ page }) => {
  await page.clock.install();
  // The accordion chunk (and its retry) never answers.
  await page.route(/\/chunks\/accordion-[^/]+\.js/, () => undefined);
  await page.goto('/fixtures/hostile/stalled-chunk.html');
  const block = page.locator('#block-acc');
  await expect(block).toHaveAttribute('data-block-state', 'loading');
  const served = await block.innerHTML();
  await page.locator('#held-link').click();
  expect(await page.evaluate(() => location.hash)).toBe('');
  await page.clock.runFor(16_000);
  await expect(block).toHaveAttribute('data-block-state', 'error');
  expect(await block.innerHTML()).toBe(served);
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#replayed');
});

test('9: names of Object.prototype members are ordinary names', async ({ page }) => {
  const { pageErrors } = collectConsole(page);
  await page.goto('/fixtures/hostile/prototype-names.html');
  await initialized(page);
  await expect(page.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
  for (const id of ['block-constructor', 'block-proto', 'block-tostring']) await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'error');
  const result = await page.evaluate(async () => {
    const bus = window.SiteRuntime!.bus;
    const seen: string[] = [];
    for (const name of ['constructor', '__proto__', 'toString']) {
      bus.on(name, () => seen.push(name));
      bus.emit(name);
    }
    const services = await window.SiteRuntime!.load('services');
    const catalogue = await services.catalogue();
    catalogue.registerCatalogue('__proto__', JSON.parse('{"__proto__": {"polluted": "yes"}}'));
    return { seen, polluted: ({} as Record<string, unknown>).polluted ?? null };
  });
  expect(result).toEqual({ seen: ['constructor', '__proto__', 'toString'], polluted: null });
  expect(pageErrors).toEqual([]);
});

test.describe('hardening: links and players', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/fixtures/hostile/links.html');
    await initialized(page);
  });

  test('a button with a javascript: link runs nothing', async ({ page }) => {
    await expect(page.locator('#block-button')).toHaveAttribute('data-block-state', 'ready');
    await page.getByRole('link', { name: 'Free gift' }).click();
    await expect.poll(() => page.title()).toBe('Hostile links');
    expect(page.url()).toContain('/fixtures/hostile/links.html');
  });

  test("a form's javascript: successRedirect is not followed: the success message shows", async ({ page }) => {
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thanks, the redirect was refused.')).toBeVisible();
    expect(await page.title()).toBe('Hostile links');
  });

  test('a same-origin player is sandboxed and gets only what video needs', async ({ page }) => {
    await page.getByRole('button', { name: 'Play video: Same-origin player' }).click();
    const frame = page.locator('#block-video iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-presentation allow-popups');
    expect(await frame.getAttribute('allow')).toBe('autoplay');
    await page.screenshot({ path: '/tmp/shots/hostile-links.png' });
  });
});
