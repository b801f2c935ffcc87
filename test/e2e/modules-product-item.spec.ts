/** The product item page module (docs/behaviour/commerce.md#product-item). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

test('choosing a size shows its price and stock, sold out disables Add To Cart; axe clean', async ({ page }) => {
  await page.goto('/fixtures/modules/product-item.html');
  const status = page.getByRole('status');
  await expect(status).toHaveCount(1);
  const size = page.getByLabel('Size');
  await size.selectOption('Small');
  await expect(status).toHaveText('Sold Out');
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
  await size.selectOption('Medium');
  await expect(page.locator('.product-price')).toHaveText('$36.00');
  await expect(status).toHaveText('Sale');
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  await size.selectOption('Large');
  await expect(page.locator('.product-price')).toHaveText('$52.00');
  await page.screenshot({ path: '/tmp/shots/product-item.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
