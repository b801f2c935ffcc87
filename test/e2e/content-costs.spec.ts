/**
 * Issue 11: each content block's first-view cost, in gzip bytes, for the
 * README's block table. A page with only that block is opened; every
 * `/dist/chunks/` file requested until the block is `ready` is added up,
 * apart from the blocks runtime (every page with a block pays it once,
 * reported beside) and the census, services and idle-start chunks (every page loads
 * them at idle). None of these blocks may load React, and each stays
 * within `costBudget["content-block-first-view"]` in package.json.
 */
import { costBudget } from './support/budget.ts';
import { expect, test } from './support/test.ts';
import { gzipBytesOf } from './support/qa.ts';
import { builtManifest } from './support/manifest.ts';

const BUDGET: number = costBudget('content-block-first-view');

const cases: Array<{ type: string; page: string; ready: string }> = [
  { type: 'menu', page: 'menu', ready: '#block-menu' },
  { type: 'social-links', page: 'social-links', ready: '#block-social' },
  { type: 'shape', page: 'shape', ready: '#block-shape-square' },
  { type: 'scaled-text', page: 'scaled-text', ready: '#block-scaled' },
  { type: 'embed', page: 'embed', ready: '#block-embed' },
  { type: 'summary', page: 'summary-list', ready: '#block-summary-list' },
  { type: 'marquee', page: 'marquee', ready: '#block-marquee' },
  { type: 'text-highlight', page: 'text-highlight', ready: '#block-highlight' },
  { type: 'map', page: 'map-no-key', ready: '#block-map' },
];

for (const { type, page: name, ready } of cases) {
  test(`${type}: first-view cost in gzip bytes, no React`, async ({ page, request }) => {
    const files = new Set<string>();
    page.on('request', (r) => {
      const url = r.url();
      if (url.includes('/dist/chunks/')) files.add(url);
    });
    await page.route(/site-(census|services|idle-start)-/, (route) => route.abort());
    await page.goto(`/fixtures/content/${name}.html`);
    await expect(page.locator(ready)).toHaveAttribute('data-block-state', 'ready');
    await page.waitForLoadState('networkidle');
    const react = builtManifest().shared.react!;
    expect([...files].some((url) => url.endsWith(react))).toBe(false);
    const runtime = [...files].filter((url) => /site-blocks-/.test(url));
    const own = [...files].filter((url) => !/site-(blocks|census|services|idle-start)-/.test(url));
    expect(own.some((url) => url.includes(`/${type}-`))).toBe(true);
    const bytes = await gzipBytesOf(request, own);
    const report = `${type}: ${bytes} B gzip in ${own.length} files (plus the ${await gzipBytesOf(request, runtime)} B blocks runtime)`;
    test.info().annotations.push({ type: 'gzip', description: report });
    console.log(report);
    expect(bytes).toBeLessThanOrEqual(BUDGET);
  });
}

test('block-animation (page module): its chunk costs, gzip', async ({ page, request }) => {
  const files = new Set<string>();
  page.on('request', (r) => {
    if (r.url().includes('/dist/chunks/')) files.add(r.url());
  });
  await page.goto('/fixtures/content/block-animation.html');
  await expect(page.locator('#anim-top')).toHaveClass(/animation-loaded/);
  const own = [...files].filter((url) => url.includes('block-animation'));
  expect(own.length).toBeGreaterThan(0);
  const report = `block-animation: ${await gzipBytesOf(request, own)} B gzip in ${own.length} files (loaded with the idle services chunk)`;
  console.log(report);
  test.info().annotations.push({ type: 'gzip', description: report });
});
