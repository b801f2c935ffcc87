/**
 * A page with no blocks: everything it downloads from dist/, idle included
 * (the services, the census, consent), counted in files and gzip bytes
 * against package.json's `costBudget["no-block-page"]` (README, "Architecture").
 */
import { readFileSync } from 'node:fs';
import { gzipBytesOf, recordedRequests } from './support/qa.ts';
import { trackQuiet } from './support/quiet.ts';
import { expect, test } from './support/test.ts';

const costBudget = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).costBudget as Record<string, number>;
const budget = { bytes: costBudget['no-block-page']!, files: costBudget['no-block-page-files']! };

test('a page with no blocks downloads, idle included, at most the budget in files and gzip bytes, and is counted', async ({ page, request }) => {
  const files = new Set<string>();
  page.on('request', (r) => r.url().includes('/dist/') && files.add(r.url()));
  const tracker = trackQuiet(page);
  await page.goto('/fixtures/blocks/no-blocks.html?run=idle-start');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  // The census ran in those files: the page hit reached the server.
  await expect.poll(async () => (await recordedRequests(request)).some((r) => r.path.startsWith('/api/census/'))).toBe(true);
  // Idle included: what the page asks for after the services' mark (a fetch, a chunk on a timer at 0) is counted too.
  await tracker.quiet();

  const bytes = await gzipBytesOf(request, files);
  const report = `a page with no blocks: ${bytes} B gzip in ${files.size} files (${[...files].map((url) => url.split('/').pop()).join(', ')})`;
  test.info().annotations.push({ type: 'gzip', description: report });
  console.log(report);
  expect(files.size).toBeLessThanOrEqual(budget.files);
  expect(bytes).toBeLessThanOrEqual(budget.bytes);
});

test('an idle start that fails once is asked for again and runs once: one page hit, and its first URL never starts a second copy', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  await page.route(/\/dist\/chunks\/site-idle-start-[^/]+\.js(\?.*)?$/, (route) => {
    const url = route.request().url();
    asked.push(url.split('/').pop()!);
    return url.includes('?retry=1') ? route.continue() : route.fulfill({ status: 503, body: 'busy' });
  });
  const tracker = trackQuiet(page);
  await page.goto('/fixtures/blocks/no-blocks.html?run=idle-retry');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  // A third request for the core, or a second page hit, would come after the mark: wait until everything the page started has ended.
  await tracker.quiet();
  expect(asked.map((file) => file.replace(/-\w+\.js/, '.js'))).toEqual(['site-idle-start.js', 'site-idle-start.js?retry=1']);
  const hits = (await recordedRequests(request)).filter((r) => r.path === '/api/census/RecordHit');
  expect(hits).toHaveLength(1);
  // What a widget importing the core by its plain URL would get now: the failure the browser kept, not a second core.
  await page.unroute(/\/dist\/chunks\/site-idle-start-/);
  const plain = `/dist/chunks/${asked[0]}`;
  expect(
    await page.evaluate(
      (url) =>
        import(url).then(
          () => 'a second copy ran',
          () => 'failed',
        ),
      plain,
    ),
  ).toBe('failed');
});
