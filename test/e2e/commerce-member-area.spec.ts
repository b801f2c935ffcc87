import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

test('the pricing toggle switches the price and the join button or section, and marks the option pressed', async ({ page }) => {
  await page.goto('/fixtures/commerce/member-area.html');
  const block = page.locator('#block-members');
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  const monthly = block.getByRole('button', { name: 'Monthly' });
  const yearly = block.getByRole('button', { name: 'Yearly' });
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(yearly).toHaveAttribute('aria-pressed', 'false');
  await expect(block.getByText('$10.00 a month')).toBeVisible();
  await expect(block.getByText('$100.00 a year')).toBeHidden();
  await expect(block.getByRole('link', { name: 'Join monthly' })).toBeVisible();
  await expect(block.getByRole('region', { name: 'Join yearly' })).toBeHidden();
  await page.screenshot({ path: '/tmp/shots/member-area.png' });

  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  await expect(monthly).toHaveAttribute('aria-pressed', 'false');
  await expect(block.getByText('$100.00 a year')).toBeVisible();
  await expect(block.getByText('$10.00 a month')).toBeHidden();
  await expect(block.getByRole('region', { name: 'Join yearly' })).toBeVisible();
  await expect(block.getByRole('link', { name: 'Join monthly' })).toBeHidden();

  // By keyboard alone: the toggle buttons take Enter and Space.
  await monthly.focus();
  await page.keyboard.press('Enter');
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await yearly.focus();
  await page.keyboard.press('Space');
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  await expect(block.getByText('$100.00 a year')).toBeVisible();

  const results = await new AxeBuilder({ page }).include('#block-members').analyze();
  expect(results.violations).toEqual([]);
});
