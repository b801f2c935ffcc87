/**
 * No waterfall (docs/behaviour.md#no-waterfall): a widget's chunk and every
 * chunk it imports, all levels, are asked for in one moment. Each widget
 * entry's response is held until every file on its import list has been
 * requested: if the list were found only once the entry had arrived (one
 * more round trip), the held entry would never be released and the blocks
 * would never be ready.
 */
import { builtManifest } from './support/manifest.ts';
import { expect, test } from './support/test.ts';

test('a platform page asks for each widget chunk and all it imports before the chunk has arrived', async ({ page }) => {
  const { deps, build } = builtManifest() as ReturnType<typeof builtManifest> & { deps: Record<string, string>; build: string };
  const requested = new Set<string>();
  page.on('request', (r) => requested.add(r.url().split('/').pop()!.split('?')[0]!));
  const held: string[] = [];
  await page.route(new RegExp(`/dist/chunks/(accordion|video)-${build}\\.js$`), async (route) => {
    const name = route.request().url().match(/(accordion|video)-/)![1]!;
    held.push(name);
    const needs = deps[name]!.split(',').map((dep) => `${dep}.js`);
    await expect.poll(() => needs.filter((file) => !requested.has(file)), { timeout: 10_000 }).toEqual([]);
    await route.continue();
  });
  await page.goto('/fixtures/blocks/platform.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  expect(await page.evaluate(() => window.SiteRuntime!.blocks().map((b) => `${b.type}:${b.state}`))).toEqual(['accordion:ready', 'video:ready', 'accordion:ready']);
  expect(held.sort()).toEqual(['accordion', 'video']);
  // The video's list holds the chunks it shares with other widgets: each was on its way before the video's chunk arrived.
  expect(deps.video!.split(',').length).toBeGreaterThan(1);
});

test("under a strict CSP a widget's styles arrive inside its chunk: applied, no stylesheet request, no violation", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => ((window as any).__violations ??= []).push(e.violatedDirective)));
  await page.goto('/fixtures/blocks/accordion.csp.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  // accordion.css: an enhanced list's closed panels are hidden, its buttons a pointer.
  await expect(page.locator('#block-faq .accordion-item__dropdown').nth(1)).toBeHidden();
  expect(await page.locator('#block-faq .accordion-item__click-target').first().evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(0);
  expect(requested.filter((path) => path.startsWith('/dist/') && path.endsWith('.css'))).toEqual([]);
  expect(await page.evaluate(() => (window as any).__violations ?? [])).toEqual([]);
});
