/** The product list page module (docs/behaviour/commerce.md#product-list). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { collectConsole } from './support/qa.ts';

test('sold-out and sale marks by the availability rules, lazy images loaded, bad data named and left alone; axe clean', async ({ page }) => {
  const { messages } = collectConsole(page);
  await page.goto('/fixtures/modules/product-list.html');
  await expect(page.locator('#product-apron .product-mark')).toHaveText('Sold Out');
  await expect(page.locator('#product-apron')).toHaveClass(/sold-out/);
  await expect(page.locator('#product-mug .product-mark')).toHaveText('Sale');
  await expect(page.locator('#product-class .product-mark')).toHaveCount(0);
  await expect(page.locator('#product-guide .product-mark')).toHaveCount(0);
  await expect(page.locator('#product-broken .product-mark')).toHaveCount(0);
  await expect(page.locator('#product-apron img')).toHaveAttribute('src', /\/fixtures\/blocks\/thumb-1\.svg/);
  expect(messages.find((m) => m.type === 'warning' && m.text.includes('product list item #product-broken: data-product-json is not JSON'))).toBeTruthy();
  await page.screenshot({ path: '/tmp/shots/product-list.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
