/**
 * Issue 23: what a 7.1 page's header and sections cost on first view. A
 * page with the header, section wrappers, a gallery grid (lightbox on) and
 * a list carousel may fetch at most `costBudget["sections-first-view"]`
 * bytes gzip beyond the loader and the idle services every page loads
 * (measured on a page with no blocks). As in gallery-costs.spec.ts, the
 * blocks runtime (the loader's second stage, on every page with a block,
 * and every 7.1 page has blocks) is reported but not counted.
 */
import { expect, test } from './support/test.ts';
import { gzipBytesOf } from './support/qa.ts';
import { costBudget } from './support/budget.ts';
import { trackQuiet } from './support/quiet.ts';

test('a 7.1 page\'s header and sections cost at most costBudget["sections-first-view"] beyond the idle start, with no React and no lightbox viewer', async ({
  page,
  request,
}) => {
  const files = new Set<string>();
  const tracker = trackQuiet(page);
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/dist/') && !url.pathname.includes('site-census-')) files.add(url.pathname);
  });
  await page.route(/site-census-/, (route) => route.abort());
  await page.goto('/fixtures/blocks/no-blocks.html');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await tracker.quiet();
  const idle = new Set(files);

  await page.goto('/fixtures/sections/page.html');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await expect(page.locator('#header')).toHaveAttribute('data-block-state', 'ready');
  await tracker.quiet();
  // Every controller on the page, in view or not, once the idle sweep has run.
  await expect.poll(() => page.locator('[data-controller]:not([data-block-state="ready"])').count(), { timeout: 20_000 }).toBe(0);
  await tracker.quiet();
  const loaded = [...files].filter((file) => !idle.has(file));
  expect(loaded.some((file) => file.includes('/site-blocks-'))).toBe(true);
  const firstView = loaded.filter((file) => !file.includes('/site-blocks-'));
  const bytes = await gzipBytesOf(request, firstView);
  for (const file of firstView) test.info().annotations.push({ type: 'file', description: `${file}: ${await gzipBytesOf(request, [file])} B` });
  const report = `7.1 header and sections first view: ${bytes} B gzip in ${firstView.length} files (the blocks runtime besides: ${await gzipBytesOf(
    request,
    loaded.filter((file) => !firstView.includes(file)),
  )} B)`;
  test.info().annotations.push({ type: 'gzip', description: report });
  console.log(report, firstView.join(' '));
  expect(firstView.some((file) => /react/i.test(file))).toBe(false);
  expect(bytes).toBeLessThanOrEqual(costBudget('sections-first-view'));
});
