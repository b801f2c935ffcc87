import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { builtManifest } from './support/manifest.ts';
import { collectScriptRequests } from './support/qa.ts';
import type { TestWindow } from './support/test-window.ts';

test("Tock's script loads once for every block; column layout at 750 px or less", async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await page.goto('/fixtures/commerce/tock.html');
  const wide = page.locator('#block-tock-wide');
  const narrow = page.locator('#block-tock-narrow');
  await expect(wide.getByText('Book at harbor-bistro')).toBeVisible();
  await expect(narrow.getByText('Book at harbor-bistro')).toBeVisible();
  expect(await page.evaluate(() => (window as TestWindow).qaTockScriptRuns)).toBe(1);
  expect(scripts.some((url) => url.endsWith(builtManifest().blocks['tock']![0]!))).toBe(true);
  await expect(narrow).toHaveClass(/\btock-block--column\b/);
  await expect(wide).not.toHaveClass(/\btock-block--column\b/);
  await page.screenshot({ path: '/tmp/shots/tock.png' });
  // The wide block narrowed to 750 px exactly: column.
  await wide.evaluate((el) => ((el as HTMLElement).style.width = '750px'));
  await expect(wide).toHaveClass(/\btock-block--column\b/);
  await wide.evaluate((el) => ((el as HTMLElement).style.width = '751px'));
  await expect(wide).not.toHaveClass(/\btock-block--column\b/);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
});

test("when Tock's script cannot load, the failure is logged and the link to the business stays", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/fixtures/commerce/tock-failing.html');
  const block = page.locator('#block-tock-failing');
  await expect.poll(() => errors.join('\n')).toContain('[site-runtime] block #block-tock-failing (tock): the Tock widget failed:');
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  await expect(block.getByRole('link', { name: 'Book Harbor Bistro on Tock' })).toHaveAttribute('href', 'https://www.exploretock.com/harbor-bistro');
});
