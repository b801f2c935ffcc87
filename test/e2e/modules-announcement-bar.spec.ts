/** The announcement bar page module (docs/behaviour/page-modules.md#announcement-bar). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

test('shows the announcement as a region with its link, axe clean', async ({ page }) => {
  await page.goto('/fixtures/modules/announcement-bar.html');
  const bar = page.getByRole('region', { name: 'Announcement' });
  await expect(bar.getByRole('link', { name: 'Free shipping on every order this week' })).toHaveAttribute(
    'href',
    'http://127.0.0.1:' + new URL(page.url()).port + '/shop',
  );
  // It sits first on the page, above the content it pushes down by its own height only.
  const box = (await bar.boundingBox())!;
  expect(box.y).toBe(0);
  const heading = (await page.locator('#heading').boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(box.height);
  await page.screenshot({ path: '/tmp/shots/announcement-bar.png' });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('closed by keyboard: gone, focus moves on, and it stays closed after a reload', async ({ page }) => {
  await page.goto('/fixtures/modules/announcement-bar.html');
  const close = page.getByRole('button', { name: 'Close Announcement Bar' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.sqs-announcement-bar')).toHaveCount(0);
  await expect(page.locator('#first-link')).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('ss-announcement-bar-dismissed'))).toBe('Free shipping on every order this week');
  await page.reload();
  // The mark comes once every start-up flow has started: the module's start, which shows the bar or not at once, has run.
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await expect(page.locator('.sqs-announcement-bar')).toHaveCount(0);
});

test('a signed-in owner sees the bar the site does not show to visitors', async ({ page }) => {
  await page.goto('/fixtures/modules/announcement-bar-owner.html');
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveText(/Owners preview the announcement/);
});
