/** Quick view (docs/behaviour/page-modules.md#quick-view). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { recordedRequests } from './support/qa.ts';

test('by keyboard: a modal dialog with the product, RecordQuickView sent, Escape closes and focus comes back; axe clean', async ({ page, request }) => {
  await page.goto('/fixtures/modules/quick-view.html');
  const control = page.getByRole('button', { name: 'Quick View' }).first();
  await expect(control).toHaveAttribute('aria-haspopup', 'dialog');
  await control.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Linen apron' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Washed linen, two pockets.');
  await expect.poll(async () => (await recordedRequests(request, '/api/census/RecordQuickView/5f1a2b3c4d5e6f7a8b9c0d1e')).length).toBe(1);
  await page.screenshot({ path: '/tmp/shots/quick-view.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(control).toBeFocused();
});

test('by pointer, and the close button', async ({ page }) => {
  await page.goto('/fixtures/modules/quick-view.html');
  // The module starts when the browser is idle: it marks the control then.
  await expect(page.locator('#quick-view-2')).toHaveAttribute('aria-haspopup', 'dialog');
  await page.locator('#quick-view-2').click();
  const dialog = page.getByRole('dialog', { name: 'Stoneware mug' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
