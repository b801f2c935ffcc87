import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { recordedRequests, respondWith } from './support/qa.ts';
import type { TestWindow } from './support/test-window.ts';

const PAGE = '/fixtures/commerce/products.html';
const IDS = ['block-tee', 'block-lamp', 'block-mug', 'block-ebook', 'block-coffee', 'block-gift'];

async function open(page: Page, path = PAGE) {
  await page.goto(path);
  for (const id of path === PAGE ? IDS : ['block-tee']) await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
}

test('prices: from the lowest while variant prices differ, then the chosen variant', async ({ page }) => {
  await open(page);
  const tee = page.locator('#block-tee');
  await expect(tee.locator('.product-block__price')).toHaveText('from $25.00');
  await tee.getByLabel('Size').selectOption('X-Large');
  await expect(tee.locator('.product-block__price')).toHaveText('$28.00');
  await expect(tee.locator('.product-block__measurements')).toHaveText('Weight: 0.6 lbs');
  await tee.getByLabel('Size').selectOption('Small');
  await expect(tee.locator('.product-block__price')).toHaveText('$25.00');
  await expect(tee.locator('.product-block__measurements')).toHaveText('Weight: 0.4 lbsDimensions: 10 × 8 × 1"');
  await expect(tee.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  await page.screenshot({ path: '/tmp/shots/products.png', fullPage: true });
});

test('a variant with no stock shows Sold Out; the product is not sold out while another has stock', async ({ page }) => {
  await open(page);
  const tee = page.locator('#block-tee');
  await expect(tee.locator('.product-block__badges')).toBeHidden();
  await tee.getByLabel('Size').selectOption('Large');
  await expect(tee.locator('.product-block__button')).toHaveText('Sold Out');
  await expect(tee.locator('.product-block__button')).toBeDisabled();
});

test('a product with no stock and no unlimited variant is sold out', async ({ page }) => {
  await open(page);
  const lamp = page.locator('#block-lamp');
  await expect(lamp.locator('.product-block__badges')).toHaveText('Sold Out');
  await expect(lamp.locator('.product-block__price')).toHaveText('$120.00');
  await expect(lamp.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
});

test('on sale: the sale price beside the struck regular one; a digital product on sale is never sold out', async ({ page }) => {
  await open(page);
  const mug = page.locator('#block-mug');
  await expect(mug.locator('.product-block__badges')).toHaveText('Sale');
  await expect(mug.locator('.product-block__sale-price')).toHaveText('Sale price $12.00');
  await expect(mug.locator('s.product-block__regular-price')).toHaveText('Regular price $18.00');
  const ebook = page.locator('#block-ebook');
  await expect(ebook.locator('.product-block__badges')).toHaveText('Sale');
  await expect(ebook.locator('.product-block__sale-price')).toHaveText('Sale price $9.99');
  await expect(ebook.locator('s.product-block__regular-price')).toHaveText('Regular price $15.00');
  await expect(ebook.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
});

test('a subscription shows its billing text', async ({ page }) => {
  await open(page);
  await expect(page.locator('#block-coffee .product-block__subscription')).toHaveText('every 2 weeks for 6 payments');
  await expect(page.locator('#block-coffee .product-block__price')).toHaveText('$16.00');
  await expect(page.locator('#block-tee .product-block__subscription')).toBeHidden();
});

test('a metric store shows kg and cm, and its own currency', async ({ page }) => {
  await open(page, '/fixtures/commerce/products-metric.html');
  const tee = page.locator('#block-tee');
  await expect(tee.locator('.product-block__price')).toHaveText('from €25.00');
  await tee.getByLabel('Size').selectOption('Small');
  await expect(tee.locator('.product-block__measurements')).toHaveText('Weight: 0.4 kgDimensions: 10 × 8 × 1 cm');
});

test('add to cart sends the variant and quantity, and the badge follows the cart', async ({ page }) => {
  await open(page);
  const tee = page.locator('#block-tee');
  await tee.getByLabel('Size').selectOption('Small');
  await tee.getByLabel('Quantity').fill('2');
  await tee.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(tee.getByRole('status')).toHaveText('Added to cart');
  const adds = await recordedRequests(page.request, '/api/commerce/cart/entries');
  expect(adds.map((r) => r.json)).toEqual([{ productId: 'prod-tee', sku: 'SQ1000001', quantity: 2 }]);
  const badge = page.locator('#block-cart-badge');
  await expect(badge.locator('.sqs-cart-quantity')).toHaveText('2');
  await expect(badge.locator('.sqs-cart-subtotal')).toHaveText('$50.00');
  await expect(badge.locator('[role=status]')).toHaveText('2 items in cart');
  await page.locator('#block-ebook').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(badge.locator('[role=status]')).toHaveText('3 items in cart');
});

test('a missing option or a bad quantity is refused with the cart message, and nothing is sent', async ({ page }) => {
  await open(page);
  const tee = page.locator('#block-tee');
  await tee.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(tee.getByRole('status')).toHaveText('Update the missing or invalid information above.');
  await expect(tee.getByLabel('Size')).toHaveAttribute('aria-invalid', 'true');
  await tee.getByLabel('Size').selectOption('Small');
  for (const bad of ['0', '4', '1.5']) {
    await tee.getByLabel('Quantity').fill(bad);
    await tee.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(tee.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
  }
  expect(await recordedRequests(page.request, '/api/commerce/cart/entries')).toEqual([]);
});

test('a refused add shows the cart messages; the quantity typed is kept', async ({ page }) => {
  await open(page);
  const mug = page.locator('#block-mug');
  await mug.getByLabel('Quantity').fill('3');
  await respondWith(page.request, { method: 'POST', path: '/api/commerce/cart/entries', status: 500, body: { error: 'boom' } });
  await mug.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(mug.getByRole('status')).toHaveText('Unable to add item Please try again.');
  await expect(mug.getByLabel('Quantity')).toHaveValue('3');
  await page.route('**/api/commerce/cart/entries', (route) => route.abort('internetdisconnected'));
  await mug.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(mug.getByRole('status')).toHaveText('Unable to add item Please check your internet connection.');
  await expect(page.locator('#block-cart-badge .sqs-cart-quantity')).toHaveText('0');
});

test('a gift card goes to its checkout with the website, the product and the chosen sku', async ({ page }) => {
  await open(page);
  const gift = page.locator('#block-gift');
  await expect(gift.getByLabel('Quantity')).toHaveCount(0);
  await expect(gift.locator('.product-block__price')).toHaveText('from $25.00');
  await gift.getByLabel('Amount').selectOption('$50');
  await expect(gift.locator('.product-block__price')).toHaveText('$50.00');
  await gift.getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(/\/checkout\/giftcard\?websiteId=w-commerce&giftCardProductId=prod-gift&sku=SQ5000050$/);
});

test('a product with nothing to sell leaves the server markup and names the fields: its only variant, priced -1, is left out', async ({ page }) => {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors : m.type() === 'warning' ? warnings : []).push(m.text()));
  await page.goto(PAGE);
  await page.evaluate(() => {
    const bad = document.createElement('div');
    bad.id = 'block-bad';
    bad.dataset.block = 'product';
    bad.dataset.blockJson = JSON.stringify({ id: 'x', productType: 'PHYSICAL', variants: [{ price: -1 }] });
    bad.innerHTML = '<p>Server product</p>';
    document.querySelector('main')!.append(bad);
  });
  await page.locator('#block-bad').scrollIntoViewIfNeeded();
  await expect(page.locator('#block-bad')).toHaveAttribute('data-block-state', 'error');
  await expect(page.locator('#block-bad')).toHaveText('Server product');
  await expect
    .poll(() => errors.join('\n'))
    .toContain('block #block-bad (type "product"), field "variants": invalid block data: expected at least one variant with a price');
  expect(warnings.join('\n')).toContain(
    'block #block-bad (type "product"), field "variants.0.price": expected a whole number from 0 to 100000000, got -1 (the item is left out)',
  );
  await expect(page.locator('#block-tee')).toHaveAttribute('data-block-state', 'ready');
});

test('the product blocks pass axe', async ({ page }) => {
  await open(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
});

test("works under Content-Security-Policy: default-src 'self' with no violation", async ({ page, request }) => {
  await request.delete('/__qa/csp-reports');
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  const response = await page.goto('/fixtures/commerce/products.csp.html');
  expect(response!.headers()['content-security-policy']).toContain("default-src 'self'");
  await page.evaluate(() =>
    document.addEventListener('securitypolicyviolation', (e) => ((window as TestWindow).__violations ??= []).push(e.violatedDirective)),
  );
  for (const id of IDS) await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  await page.locator('#block-mug').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.locator('#block-cart-badge [role=status]')).toHaveText('One item in cart');
  expect(await page.evaluate(() => (window as TestWindow).__violations ?? [])).toEqual([]);
  expect(violations).toEqual([]);
  expect(await (await request.get('/__qa/csp-reports')).json()).toEqual([]);
});
