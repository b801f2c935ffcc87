/**
 * Issue 24, the second hardening round (docs/security.md): page content can neither
 * replace the site context, choose a script to run, run one through a form's message,
 * nor stop the runtime. One fixture per item, under fixtures/pages/hostile/.
 */
import { expect, test, type Page } from './support/test.ts';
import { collectConsole } from './support/qa.ts';
import type { TestWindow } from './support/test-window.ts';

const initialized = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const cores = (page: Page, n: number) => page.addInitScript((count) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => count }), n);

/** Every request to `*.attacker.test` (answered with a script that marks the page), and the recorder provider's. */
async function foreignScripts(page: Page): Promise<{ attacker: string[]; provider: string[] }> {
  const seen = { attacker: [] as string[], provider: [] as string[] };
  await page.route(/^https:\/\/[^/]*attacker\.test\//, (route) => {
    seen.attacker.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.qaPwned = (window.qaPwned || []).concat(location.href);' });
  });
  await page.route('https://edge.fullstory.com/**', (route) => {
    seen.provider.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return seen;
}

test.describe("item 1: only the site context in <head> or the platform's own object counts", () => {
  test('a #site-context planted in the body or an <svg> loses to Static.SQUARESPACE_CONTEXT: banner shown, no recorder', async ({ page, context }) => {
    await cores(page, 8);
    const scripts = await foreignScripts(page);
    await page.goto('/fixtures/hostile/planted-context.html');
    await initialized(page);
    expect(await page.evaluate(() => window.SiteRuntime!.context.website.id)).toBe('w-platform');
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
    await page.waitForFunction(() => document.documentElement.dataset.siteServices === 'ready');
    expect(scripts.attacker).toEqual([]);
    expect(await page.evaluate(() => (window as { qaPwned?: unknown }).qaPwned ?? null)).toBeNull();
    // No consent given, restrictive policy: the runtime set no cookie of its own.
    expect((await context.cookies()).map((c) => c.name)).toEqual([]);
    await page.screenshot({ path: '/tmp/shots/hostile-planted-context.png' });
  });

  test('a context planted in an <svg> on a page without one of its own is ignored: defaults, with a warning', async ({ page }) => {
    await cores(page, 8);
    const { messages } = collectConsole(page);
    const scripts = await foreignScripts(page);
    await page.goto('/fixtures/hostile/planted-context-svg.html');
    await initialized(page);
    expect(await page.evaluate(() => window.SiteRuntime!.context.website.id)).toBe('');
    expect(messages.some((m) => m.type === 'warning' && m.text.includes('no site context: using defaults'))).toBe(true);
    await expect(page.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
    expect(scripts.attacker).toEqual([]);
  });

  test("the site's own context may not send the recorder or the maps script to another host", async ({ page }) => {
    await cores(page, 8);
    const { messages } = collectConsole(page);
    const scripts = await foreignScripts(page);
    await page.goto('/fixtures/hostile/scripts-elsewhere.html');
    await initialized(page);
    // The recorder's script comes from its provider instead.
    await expect.poll(() => scripts.provider).toEqual(['https://edge.fullstory.com/s/fs.js']);
    await expect
      .poll(() =>
        messages.some((m) => m.type === 'error' && m.text.includes('script "https://maps.attacker.test/maps/api/js?key=qa-key') && m.text.includes('refused')),
      )
      .toBe(true);
    expect(scripts.attacker).toEqual([]);
    await expect(page.locator('#block-map')).toContainText('1 Main Street');
  });
});

test('item 2: block data cannot choose the script: data:, blob:, javascript:, other hosts and // paths are refused by block and field', async ({ page }) => {
  const { messages, pageErrors } = collectConsole(page);
  const scripts = await foreignScripts(page);
  const dataScripts: string[] = [];
  page.on('request', (r) => /^(data|blob|javascript):/.test(r.url()) && dataScripts.push(r.url()));
  await page.goto('/fixtures/hostile/block-scripts.html');
  await initialized(page);
  const errors = () =>
    messages
      .filter((m) => m.type === 'error')
      .map((m) => m.text)
      .join('\n');
  for (const [id, field] of [
    ['block-social', 'followScriptUrl'],
    ['block-tock', 'scriptUrl'],
    ['block-reservation', 'scriptUrl'],
    ['block-soundcloud', 'scriptUrl'],
    ['block-instagram', 'scriptUrl'],
  ] as const) {
    await expect.poll(errors, id).toMatch(new RegExp(`block #${id} .*field "${field}".*refused`));
  }
  expect(scripts.attacker).toEqual([]);
  expect(dataScripts).toEqual([]);
  expect(await page.evaluate(() => (window as { qaPwned?: unknown }).qaPwned ?? null)).toBeNull();
  // The blocks keep their links to the providers.
  await expect(page.getByRole('link', { name: 'Book Harbor Bistro on Tock' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reserve a table at Harbor Bistro' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("item 3: a form's success message shows as sanitised HTML; its scripts, handlers and javascript: links never run", async ({ page }) => {
  const scripts = await foreignScripts(page);
  await page.goto('/fixtures/hostile/form-message.html');
  await initialized(page);
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  const message = page.locator('.form-submission-text');
  await expect(message).toContainText('Thanks, we got it.');
  await expect(message).toBeFocused();
  await expect(message.locator('script, [onerror], form, [data-note]')).toHaveCount(0);
  // The javascript: link is left as text (no href, so no longer a link).
  await expect(message.locator('a', { hasText: 'Claim your gift' })).not.toHaveAttribute('href', /./);
  await expect(page.getByRole('link', { name: 'read more' })).toHaveAttribute('rel', 'noopener noreferrer');
  await page.getByText('Claim your gift').click();
  // The image's error has had its chance to fire: it is in the page and has failed to load.
  await expect.poll(() => message.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await page.title()).toBe("Hostile: a form's success message");
  expect(scripts.attacker).toEqual([]);
  expect(await page.evaluate(() => document.body.localName)).toBe('body');
  await page.screenshot({ path: '/tmp/shots/hostile-form-message.png' });
});

test('item 4: a sandboxed frame named SiteRuntime stops nothing: the runtime starts, blocks mount, the banner shows', async ({ page }) => {
  const { pageErrors } = collectConsole(page);
  await page.goto('/fixtures/hostile/runtime-frame.html');
  await initialized(page);
  await expect(page.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
  await expect(banner(page)).toBeVisible();
  expect(await page.evaluate(() => typeof window.SiteRuntime?.register)).toBe('function');
  expect(pageErrors).toEqual([]);
});

test.describe('item 7: a gallery lightbox on a page whose path starts with //', () => {
  const scrollState = (page: Page) =>
    page.evaluate(() => ({ overflow: document.documentElement.style.overflow, locked: document.documentElement.hasAttribute('data-scroll-locked') }));

  test('the address follows the slides on this origin, Escape closes, the page scrolls again', async ({ page, request, baseURL }) => {
    const { pageErrors } = collectConsole(page);
    const html = await (await request.get('/fixtures/hostile/gallery-path.html')).text();
    await page.route(
      (url) => url.pathname.startsWith('//gallery//'),
      (route) => route.fulfill({ body: html, contentType: 'text/html' }),
    );
    await page.goto(`${baseURL}//gallery//photos`);
    await initialized(page);
    await expect(page.locator('#block-path')).toHaveAttribute('data-block-state', 'ready');
    const anchor = page.locator('#block-path .image-slide-anchor').nth(1);
    await anchor.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toBeVisible();
    expect(page.url()).toBe(`${baseURL}//gallery//photos#slide-2`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.url()).toBe(`${baseURL}//gallery//photos#slide-4`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => page.url()).toBe(`${baseURL}//gallery//photos`);
    expect(await scrollState(page)).toEqual({ overflow: '', locked: false });
    await expect(anchor).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('when history refuses the entry the lightbox opens without it, and closing leaves no scroll lock or layer', async ({ page }) => {
    const { messages, pageErrors } = collectConsole(page);
    await page.addInitScript(() => {
      History.prototype.pushState = () => {
        throw new DOMException('refused by the test', 'SecurityError');
      };
    });
    await page.goto('/fixtures/hostile/gallery-path.html');
    await initialized(page);
    await expect(page.locator('#block-path')).toHaveAttribute('data-block-state', 'ready');
    await page.locator('#block-path .image-slide-anchor').first().click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toBeVisible();
    expect(messages.some((m) => m.type === 'warning' && m.text.includes('the lightbox cannot follow the address'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await scrollState(page)).toEqual({ overflow: '', locked: false });
    // No layer left behind: the next Escape reaches nothing, and the lightbox opens again.
    await page.keyboard.press('Escape');
    await page.locator('#block-path .image-slide-anchor').nth(2).click();
    await expect(dialog).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('item 8: the native bridge takes only what the app installed, never a frame or an element', () => {
  const openBridge = async (page: Page) => {
    await page.goto('/fixtures/hostile/native-bridge.html?platform=mobile-app');
    await initialized(page);
  };
  const pressInfo = async (page: Page) => {
    await page.getByRole('button', { name: 'App info' }).click();
    const result = page.locator('#result');
    await expect(result).not.toHaveText(/none yet|pending/);
    return result.textContent();
  };

  test('a frame named siteNativeBridge is not the app: it receives nothing, the request fails as "not found"', async ({ page }) => {
    const { messages } = collectConsole(page);
    await openBridge(page);
    const frame = page.frame({ name: 'siteNativeBridge' })!;
    await frame.waitForLoadState();
    await frame.evaluate(() => addEventListener('message', (event) => ((window as unknown as { got: unknown[] }).got ||= []).push(event.data)));
    expect(await pressInfo(page)).toBe('error: native handler "siteNativeBridge" not found');
    expect(messages).toContainEqual({ type: 'error', text: '[site-runtime] native handler "siteNativeBridge" not found' });
    expect(await frame.evaluate(() => (window as unknown as { got?: unknown[] }).got ?? [])).toEqual([]);
  });

  test('an <a id="SiteNativeBridge"> does not stop the app\'s replies', async ({ page }) => {
    const { pageErrors } = collectConsole(page);
    await page.addInitScript(() => {
      const posted: unknown[] = [];
      (window as unknown as { appPosted: unknown[] }).appPosted = posted;
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { siteNativeBridge: { postMessage: (message: string) => posted.push(JSON.parse(message)) } },
      };
    });
    await openBridge(page);
    await page.getByRole('button', { name: 'App info' }).click();
    const posted = () => page.evaluate(() => (window as unknown as { appPosted: Array<{ id: number; type: string }> }).appPosted);
    await expect.poll(async () => (await posted()).map((m) => m.type)).toEqual(['info']);
    // The app answers the way apps do: through the global the bridge installed.
    await page.evaluate(
      (id) =>
        (window as unknown as { SiteNativeBridge: { resolve(id: number, value: unknown): boolean } }).SiteNativeBridge.resolve(id, { appVersion: '5.1.0' }),
      (await posted())[0]!.id,
    );
    await expect(page.locator('#result')).toHaveText('ok: {"appVersion":"5.1.0"}');
    expect(await page.locator('#SiteNativeBridge').evaluate((a) => a.localName)).toBe('a');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('item 6: every video player is sandboxed; an <object> is refused', () => {
  test('a player whose address redirects back to the site runs in an opaque origin and reaches nothing', async ({ page, baseURL }) => {
    await page.route('https://video.attacker.test/watch**', (route) =>
      route.fulfill({ status: 302, headers: { location: `${baseURL}/fixtures/hostile/video-probe.html` } }),
    );
    await page.goto('/fixtures/hostile/video-redirect.html');
    await initialized(page);
    await page.getByRole('button', { name: 'Play video: Redirecting player' }).click();
    const player = page.locator('#block-redirect iframe');
    await expect(player).toHaveAttribute('sandbox', 'allow-scripts allow-presentation allow-popups');
    const probe = page.frameLocator('#block-redirect iframe').locator('#probe');
    await expect(probe).toHaveText('refused: SecurityError');
    expect(await page.evaluate(() => document.documentElement.dataset.embedReached ?? null)).toBeNull();
  });

  test("an <object> player is refused: 'Invalid video embed.', nothing requested", async ({ page }) => {
    const asked: string[] = [];
    await page.route('https://video.attacker.test/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>object</p>' });
    });
    await page.goto('/fixtures/hostile/video-redirect.html');
    await initialized(page);
    await expect(page.locator('#block-object')).toContainText('Invalid video embed.');
    await expect(page.locator('#block-object object')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});

test('item 11: under a strict CSP the map marker is a file of the site: it shows, with no violation', async ({ page, request }) => {
  await request.delete('/__qa/csp-reports');
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => ((window as TestWindow).__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`)),
  );
  const response = await page.goto('/fixtures/hostile/map-marker.csp.html');
  expect(response!.headers()['content-security-policy']).toContain("default-src 'self'");
  await initialized(page);
  const marker = page.locator('#block-map .maps-standin-marker');
  await expect(marker).toHaveAttribute('data-position', '40.713,-74.0062');
  const src = new URL((await marker.getAttribute('src'))!);
  expect(src.origin).toBe(new URL(page.url()).origin);
  expect(src.pathname).toMatch(/^\/dist\/chunks\/marker-[A-Z0-9]+\.svg$/);
  await expect.poll(() => marker.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  expect(await page.evaluate(() => (window as TestWindow).__violations ?? [])).toEqual([]);
  expect(violations).toEqual([]);
  expect(await (await request.get('/__qa/csp-reports')).json()).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/hostile-map-marker.png' });
});

test('item 5: images named after document members (addEventListener, createElement, body, documentElement, …) stop nothing', async ({ page }) => {
  await cores(page, 8);
  const { messages, pageErrors } = collectConsole(page);
  await page.goto('/fixtures/hostile/named-members.html');
  // The page's own document.documentElement is an image here: read the real one through the prototype.
  await page.waitForFunction(() => (Reflect.get(Document.prototype, 'documentElement', document) as HTMLElement).dataset.siteInitialized === 'true');
  expect(await page.evaluate(() => (document.documentElement as unknown as Element).localName)).toBe('img');
  await expect(page.locator('#block-acc')).toHaveAttribute('data-block-state', 'ready');
  const item = page.locator('#block-acc .accordion-item__click-target');
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  await expect(banner(page)).toBeVisible();
  expect(await banner(page).evaluate((el) => el.closest('body')?.localName === 'body' && el.closest('img') === null)).toBe(true);
  expect(await page.evaluate(() => Reflect.get(Document.prototype, 'documentElement', document).hasAttribute('data-site-initialized'))).toBe(true);
  expect(await page.locator('img[data-site-initialized]').count()).toBe(0);
  expect(pageErrors).toEqual([]);
  expect(messages.filter((m) => m.type === 'error')).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/hostile-named-members.png' });
});
