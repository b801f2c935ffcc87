import AxeBuilder from '@axe-core/playwright';
import { costBudget } from './support/budget.ts';
import { expect, type Page, test } from './support/test.ts';
import { builtManifest } from './support/manifest.ts';
import { bytesOf, recordDownloads } from './support/downloads.ts';
import { marked } from './census-helpers.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const bannerPage = (variant: string, position: string, theme = 'DARK', cta = 'BUTTON', accept = 'OPT_IN_AND_OUT') =>
  marked('/fixtures/consent/banner.html', `variant=${variant}&position=${position}&theme=${theme}&cta=${cta}&accept=${accept}`).url;

test.describe('banner placement', () => {
  const viewport = { width: 1280, height: 800 };
  const cases: Array<[string, string, (box: { x: number; y: number; width: number; height: number }) => void]> = [
    ['BAR', 'TOP', (b) => expect([b.x, b.y, b.width]).toEqual([0, 0, viewport.width])],
    ['BAR', 'BOTTOM', (b) => expect([b.x, Math.round(b.y + b.height), b.width]).toEqual([0, viewport.height, viewport.width])],
    ['POPUP', 'TOP_LEFT', (b) => expect([b.x, b.y]).toEqual([16, 16])],
    ['POPUP', 'TOP_RIGHT', (b) => expect([Math.round(b.x + b.width), b.y]).toEqual([viewport.width - 16, 16])],
    ['POPUP', 'BOTTOM_LEFT', (b) => expect([b.x, Math.round(b.y + b.height)]).toEqual([16, viewport.height - 16])],
    ['POPUP', 'BOTTOM_RIGHT', (b) => expect([Math.round(b.x + b.width), Math.round(b.y + b.height)]).toEqual([viewport.width - 16, viewport.height - 16])],
  ];
  for (const [variant, position, check] of cases) {
    test(`${variant} ${position} sits where it says`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(bannerPage(variant, position));
      const region = banner(page);
      await expect(region).toBeVisible();
      await expect(region).toHaveAttribute('data-variant', variant);
      await expect(region).toHaveAttribute('data-position', position);
      check((await region.boundingBox())!);
      if (variant === 'POPUP') expect((await region.boundingBox())!.width).toBe(400);
    });
  }
});

test('themes: DARK is light text on dark, LIGHT the reverse', async ({ page }) => {
  for (const [theme, background, color] of [
    ['DARK', 'rgb(31, 31, 31)', 'rgb(255, 255, 255)'],
    ['LIGHT', 'rgb(255, 255, 255)', 'rgb(31, 31, 31)'],
  ] as const) {
    await page.goto(bannerPage('BAR', 'BOTTOM', theme));
    await expect(banner(page)).toBeVisible();
    const style = await banner(page).evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(style, theme).toEqual([background, color]);
  }
});

test('calls to action: TEXT, BUTTON and ICON, with the opt-out one only for OPT_IN_AND_OUT', async ({ page }) => {
  for (const cta of ['TEXT', 'BUTTON', 'ICON']) {
    for (const accept of ['OPT_IN', 'OPT_IN_AND_OUT']) {
      await page.goto(bannerPage('POPUP', 'BOTTOM_LEFT', 'LIGHT', cta, accept));
      // The banner module loads lazily: wait for it before reading it at once.
      await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeVisible();
      const buttons = banner(page).getByRole('button');
      const names = await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent));
      expect(names, `${cta} ${accept}`).toEqual(accept === 'OPT_IN' ? ['Accept'] : ['Decline', 'Accept']);
      const accepting = banner(page).getByRole('button', { name: 'Accept' });
      await expect(accepting).toHaveClass(new RegExp(`ss-cookie-banner__cta--${cta.toLowerCase()}`));
      if (cta === 'ICON') {
        await expect(accepting).toHaveText('');
        await expect(accepting.locator('svg')).toBeVisible();
      } else {
        await expect(accepting).toHaveText('Accept');
      }
    }
  }
});

test('invalid settings fall back to the documented defaults: a dark bar at the bottom, an icon, the default text', async ({ page }) => {
  await page.goto(marked('/fixtures/consent/defaults.html').url);
  const region = banner(page);
  await expect(region).toHaveAttribute('data-variant', 'BAR');
  await expect(region).toHaveAttribute('data-position', 'BOTTOM');
  await expect(region).toHaveAttribute('data-theme', 'DARK');
  await expect(region).toHaveAttribute('data-cta-variant', 'ICON');
  await expect(region).toHaveAttribute('data-accept-type', 'OPT_IN');
  await expect(region).toHaveText('This website uses cookies to improve your experience.');
});

test('keyboard alone: the banner comes first in the tab order and Enter accepts', async ({ page }) => {
  await page.goto(bannerPage('BAR', 'BOTTOM', 'DARK', 'TEXT', 'OPT_IN_AND_OUT'));
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Decline' })).toBeFocused();
  await page.keyboard.press('Tab');
  const accept = banner(page).getByRole('button', { name: 'Accept' });
  await expect(accept).toBeFocused();
  // The focus ring shows.
  expect(await accept.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value).toBe('true');
  // Focus does not fall to <body> with the banner: the visitor came to it first, so it goes to the
  // main content, and the next Tab goes on into the page.
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: 'Read our story' })).toBeFocused();
});

test('keyboard: a visitor who went back into the banner from the page gets focus back where they were after answering', async ({ page }) => {
  await page.goto(bannerPage('BAR', 'BOTTOM', 'DARK', 'TEXT', 'OPT_IN_AND_OUT'));
  const decline = banner(page).getByRole('button', { name: 'Decline' });
  await expect(decline).toBeVisible();
  const story = page.getByRole('link', { name: 'Read our story' });
  await story.focus();
  await decline.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(story).toBeFocused();
});

test('cookie-banner:show forces it back after a choice, and cookie-banner:update changes it while it shows', async ({ page }) => {
  await page.context().addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: 'http://127.0.0.1/' }]);
  await page.goto(bannerPage('BAR', 'TOP'));
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  await expect(banner(page)).toHaveCount(0);
  await page.evaluate(() => window.SiteRuntime!.bus.emit('cookie-banner:show'));
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() =>
    window.SiteRuntime!.bus.emit('cookie-banner:update', {
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerText: '<p>Updated text</p>',
      cookieBannerCtaText: 'Fine',
    }),
  );
  await expect(banner(page)).toHaveAttribute('data-position', 'TOP_RIGHT');
  await expect(banner(page)).toContainText('Updated text');
  // Forced mode ignores clicks: the banner stays and the stored choice is unchanged.
  await banner(page).getByRole('button', { name: 'Fine' }).click();
  await expect(banner(page)).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value).toBe('false');
});

test('not shown in screenshot mode, nor when disabled (then its module is never loaded)', async ({ page }) => {
  for (const url of [bannerPage('BAR', 'BOTTOM') + '&screenshot=true', marked('/fixtures/consent/disabled.html').url]) {
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
    await expect(banner(page)).toHaveCount(0);
  }
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('site-cookie-banner')))).toBe(false);
});

test('a first visit to a page with no React blocks pays at most costBudget["cookie-banner-first-visit"] beyond the loader for the banner', async ({ page }) => {
  const downloads = recordDownloads(page);
  await page.goto(marked('/fixtures/consent/restrictive.html').url);
  await expect(banner(page)).toBeVisible();
  const { deps, modules, shared } = builtManifest() as ReturnType<typeof builtManifest> & { deps: Record<string, string> };
  // Every file the browser fetched (its import()s included), but the loader and what
  // only the idle start uses: that is every page's, and may arrive in the same moments.
  const idleOnly = new Set([modules['idle-start']![0]!.split('/').pop()!, ...deps['site-idle-start']!.split(',').map((dep) => `${dep}.js`)]);
  for (const dep of deps['site-cookie-banner']!.split(',')) idleOnly.delete(`${dep}.js`);
  const fetched = await downloads.settled();
  const own = fetched.filter((d) => d.file !== 'loader.js' && !idleOnly.has(d.file));
  // What showing the banner costs: its module, the chunks it imports, the ones it reaches through import(), its CSS.
  for (const file of modules['cookie-banner']!) expect(own.map((d) => d.file)).toContain(file.split('/').pop());
  const bytes = bytesOf(own);
  console.log(`banner cost beyond the loader: ${bytes} B gzip (${own.map((d) => `${d.file} ${d.gzip}`).join(', ')})`);
  expect(bytes).toBeLessThanOrEqual(costBudget('cookie-banner-first-visit'));
  // And no React anywhere on this page.
  expect(fetched.map((d) => `chunks/${d.file}`)).not.toContain(shared.react);
});

test('a banner whose text is plain (the default text) shows it without loading the sanitizer; rich text loads it and shows its link', async ({ page }) => {
  // The sanitizer's list of URL attributes: only its code holds this string (src/dom/sanitized-html.ts).
  const runtimeFiles = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => name.includes('/dist/')),
    );
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/dist/') && response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(bannerPage('BAR', 'BOTTOM'));
  await expect(banner(page)).toContainText('This website uses cookies to improve your experience.');
  await page.locator('html[data-site-services="ready"]').waitFor({ state: 'attached' });
  expect((await runtimeFiles()).length).toBeGreaterThan(0);
  expect((await Promise.all(bodies.splice(0))).filter((body) => body.includes('xlink:href'))).toEqual([]);

  await page.goto(marked('/fixtures/consent/restrictive.html').url);
  await expect(banner(page).getByRole('link', { name: 'privacy notice' })).toBeVisible();
  expect((await Promise.all(bodies.splice(0))).some((body) => body.includes('xlink:href'))).toBe(true);
});

test.describe('accessibility', () => {
  const pages = [
    marked('/fixtures/consent/restrictive.html').url,
    marked('/fixtures/consent/permissive.html').url,
    marked('/fixtures/consent/defaults.html').url,
    bannerPage('BAR', 'TOP', 'LIGHT', 'TEXT', 'OPT_IN_AND_OUT'),
    bannerPage('POPUP', 'TOP_LEFT', 'DARK', 'ICON', 'OPT_IN_AND_OUT'),
    bannerPage('POPUP', 'BOTTOM_RIGHT', 'LIGHT', 'BUTTON', 'OPT_IN'),
  ];
  for (const url of pages) {
    test(`axe finds nothing on ${url.replace(/[?&]qa=run-\w+/, '')}`, async ({ page }) => {
      await page.goto(url);
      await expect(banner(page)).toBeVisible();
      const results = await new AxeBuilder({ page }).include('.ss-cookie-banner').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });
  }
});

test('works under a strict CSP with no violation', async ({ page, request }) => {
  const { url, marker } = marked('/fixtures/consent/restrictive.csp.html');
  await page.goto(url);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toHaveCount(0);
  const reports = (await (await request.get('/__qa/csp-reports')).json()) as unknown[];
  expect(reports.filter((r) => JSON.stringify(r).includes(marker))).toEqual([]);
});

test('Escape dismisses the banner for this page view without storing a choice; it returns on the next page', async ({ page, context }) => {
  const url = marked('/fixtures/consent/restrictive.html').url;
  await page.goto(url);
  await expect(banner(page)).toBeVisible();
  // The banner joins the Escape stack once it is on screen.
  await expect(banner(page)).toHaveAttribute('data-escape-layer', 'open');
  await page.keyboard.press('Escape');
  await expect(banner(page)).toHaveCount(0);
  expect(page.url()).toBe(new URL(url, page.url()).href);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('ss_cookieAllowed');
  await page.reload();
  await expect(banner(page)).toBeVisible();
});
