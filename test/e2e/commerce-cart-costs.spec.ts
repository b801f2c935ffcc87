/**
 * The full-page cart's first view (docs/behaviour/commerce.md#cart-page) costs at
 * most `costBudget["cart-page-first-view"]` gzip bytes beyond the loader and
 * the idle start: every file under /dist/chunks/ the cart page fetches, with
 * two lines in its cart and the header's badge, that a page with no blocks
 * does not also fetch. React renders the cart (docs/architecture.md#react):
 * the page's purpose is that interface, so it loads React, once, as the one
 * shared file.
 */
import type { Page } from '@playwright/test';
import { costBudget } from './support/budget.ts';
import { expect, test } from './support/test.ts';
import { builtManifest } from './support/manifest.ts';
import { gzipBytesOf } from './support/qa.ts';
import { trackQuiet } from './support/quiet.ts';

const BUDGET = costBudget('cart-page-first-view');

async function chunksOf(page: Page, path: string, settled: () => Promise<void>): Promise<Set<string>> {
  const files = new Set<string>();
  const tracker = trackQuiet(page);
  page.on('request', (r) => {
    if (r.url().includes('/dist/chunks/')) files.add(r.url().replace(/\?.*$/, ''));
  });
  await page.goto(path);
  await settled();
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await tracker.quiet();
  return files;
}

test('the cart page with two lines costs at most costBudget["cart-page-first-view"] beyond the idle start, React included, once', async ({
  browser,
  page,
  request,
}) => {
  // A page of its own, so the cart page's chunks are not already in this page's cache.
  const idle = await browser.newPage();
  const baseline = await chunksOf(idle, '/fixtures/blocks/no-blocks.html', async () => {});
  await idle.close();
  for (const sku of ['SQ2000002', 'SQ2000004']) {
    expect((await page.request.post('/api/commerce/cart/entries', { data: { productId: 'prod-apron', sku, quantity: 1 } })).ok()).toBe(true);
  }
  const files = await chunksOf(page, '/fixtures/commerce/cart-page.html', async () => {
    await expect(page.locator('.cart-entry')).toHaveCount(2);
    await expect(page.locator('#template-cart')).toHaveClass(/cart-initialized/);
  });
  expect([...files].filter((url) => url.endsWith(builtManifest().shared.react!))).toHaveLength(1);
  const own = [...files].filter((url) => !baseline.has(url));
  const bytes = await gzipBytesOf(request, own);
  const report = `cart page: ${bytes} B gzip in ${own.length} files beyond the loader and idle start (budget ${BUDGET} B)`;
  test.info().annotations.push({ type: 'gzip', description: report });
  console.log(report);
  for (const url of own) console.log(`  ${url.replace(/^.*\/dist\//, '')}: ${await gzipBytesOf(request, [url])} B`);
  expect(bytes).toBeLessThanOrEqual(BUDGET);
});
