/**
 * A page with no blocks: everything it downloads from dist/, idle included
 * (the services, the census, consent), counted in files and gzip bytes
 * against package.json's `costBudget["no-block-page"]` (README, "Architecture").
 */
import { readFileSync } from 'node:fs';
import { gzipBytesOf, recordedRequests } from './support/qa.ts';
import { expect, test } from './support/test.ts';

const costBudget = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).costBudget as Record<string, number>;
const budget = { bytes: costBudget['no-block-page']!, files: costBudget['no-block-page-files']! };

test('a page with no blocks downloads, idle included, at most the budget in files and gzip bytes, and is counted', async ({ page, request }) => {
  const files = new Set<string>();
  page.on('request', (r) => r.url().includes('/dist/') && files.add(r.url()));
  await page.goto('/fixtures/blocks/no-blocks.html?run=idle-start');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  // The census ran in those files: the page hit reached the server.
  await expect.poll(async () => (await recordedRequests(request)).some((r) => r.path.startsWith('/api/census/'))).toBe(true);
  await page.waitForLoadState('networkidle');

  const bytes = await gzipBytesOf(request, files);
  const report = `a page with no blocks: ${bytes} B gzip in ${files.size} files (${[...files].map((url) => url.split('/').pop()).join(', ')})`;
  test.info().annotations.push({ type: 'gzip', description: report });
  console.log(report);
  expect(files.size).toBeLessThanOrEqual(budget.files);
  expect(bytes).toBeLessThanOrEqual(budget.bytes);
});
