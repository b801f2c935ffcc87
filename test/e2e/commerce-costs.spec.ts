/**
 * Issue 12: "a page with only a cart badge and a product block costs
 * ≤ 12 KB gzip beyond the loader and idle services". The cost is every
 * file under /dist/chunks/ the product page fetches (JS and CSS) that a page
 * with no blocks does not also fetch once its idle services are in: so the
 * blocks runtime, both widgets, their shared chunks (the declarations'
 * reading code, the cart model, money formatting) and the product's stylesheet.
 * The budget is `costBudget["commerce-product-page"]` in package.json: the
 * measured figure rounded up to 64 B, within the issue's 12 KB. What the first
 * view does not show (subscription text, measurements, the button's code)
 * loads when first used (docs/behaviour/commerce.md#product-first-view), so this page
 * fetches none of it.
 */
import type { Page } from '@playwright/test';
import { costBudget } from './support/budget.ts';
import { expect, test } from './support/test.ts';
import { builtManifest } from './support/manifest.ts';
import { gzipBytesOf } from './support/qa.ts';
import { trackQuiet } from './support/quiet.ts';

const BUDGET: number = costBudget('commerce-product-page');

async function chunksOf(page: Page, path: string, settled: () => Promise<void>): Promise<Set<string>> {
  const files = new Set<string>();
  const tracker = trackQuiet(page);
  page.on('request', (r) => {
    if (r.url().includes('/dist/chunks/')) files.add(r.url());
  });
  await page.goto(path);
  await settled();
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await tracker.quiet();
  return files;
}

test('a page with only a cart badge and a product block costs at most costBudget["commerce-product-page"] beyond the loader and idle services, with no React', async ({
  browser,
  request,
}) => {
  const idle = await browser.newPage();
  const baseline = await chunksOf(idle, '/fixtures/blocks/no-blocks.html', async () => {});
  await idle.close();
  const page = await browser.newPage();
  const files = await chunksOf(page, '/fixtures/commerce/product-page.html', async () => {
    await expect(page.locator('#block-tee')).toHaveAttribute('data-block-state', 'ready');
    await expect(page.locator('#block-cart-badge')).toHaveClass(/cart-initialized/);
  });
  await page.close();
  const react = builtManifest().shared.react!;
  expect([...files].some((url) => url.endsWith(react))).toBe(false);
  const own = [...files].filter((url) => !baseline.has(url.replace(/\?.*$/, '')) && !baseline.has(url));
  expect(own.some((url) => /\/product-[^/]+\.js$/.test(url))).toBe(true);
  expect(own.some((url) => /\/cart-badge-[^/]+\.js$/.test(url))).toBe(true);
  const bytes = await gzipBytesOf(request, own);
  const report = `commerce product page: ${bytes} B gzip in ${own.length} files beyond the loader and idle services (budget ${BUDGET} B)`;
  test.info().annotations.push({ type: 'gzip', description: report });
  console.log(report);
  for (const url of own) console.log(`  ${url.replace(/^.*\/dist\//, '')}: ${await gzipBytesOf(request, [url])} B`);
  expect(bytes).toBeLessThanOrEqual(BUDGET);
});
