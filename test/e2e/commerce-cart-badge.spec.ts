import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { recordedRequests } from './support/qa.ts';

const PAGE = '/fixtures/commerce/cart-badge.html';

async function open(page: Page, quantity: number) {
  await page.goto(`${PAGE}?cartQuantity=${quantity}`);
  await expect(page.locator('#block-cart-badge')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#block-cart-badge')).toHaveClass(/\bcart-initialized\b/);
  // The template's own cart is enhanced beside the block and synced on its own: wait for it too,
  // or a cart:change emitted now can land before its listener (or be overwritten by its sync).
  await expect(page.locator('#template-cart')).toHaveClass(/\bcart-initialized\b/);
}

const cases = [
  { quantity: 0, shown: '0', label: '0 items in cart', subtotal: '$0.00' },
  { quantity: 1, shown: '1', label: 'One item in cart', subtotal: '$25.00' },
  { quantity: 42, shown: '42', label: '42 items in cart', subtotal: '$1,050.00' },
  { quantity: 150, shown: '100+', label: 'More than 100 items in cart', subtotal: '$3,750.00' },
];

for (const { quantity, shown, label, subtotal } of cases) {
  test(`a cart of ${quantity} shows '${shown}' and '${subtotal}', named '${label}'`, async ({ page }) => {
    await open(page, quantity);
    const block = page.locator('#block-cart-badge');
    await expect(block.locator('.sqs-cart-quantity')).toHaveText(shown);
    await expect(block.locator('.sqs-cart-subtotal')).toHaveText(subtotal);
    await expect(block.getByRole('link')).toHaveAccessibleName(label);
    const template = page.locator('#template-cart');
    await expect(template).toHaveClass(/\bcart-initialized\b/);
    await expect(template.locator('.sqs-cart-quantity')).toHaveText(shown);
    await expect(template).toHaveAccessibleName(label);
    if (quantity === 0) {
      await expect(block).toHaveClass(/\bcart-quantity-zero\b/);
      await expect(template).toHaveClass(/\bcart-quantity-zero\b/);
    } else {
      await expect(block).not.toHaveClass(/\bcart-quantity-zero\b/);
    }
    // One sync for the page, shared by the block and the template's link.
    expect((await recordedRequests(page.request, '/api/commerce/cart')).filter((r) => r.method === 'GET')).toHaveLength(1);
    if (quantity === 42) await page.screenshot({ path: '/tmp/shots/cart-badge.png' });
  });
}

test("a badge without a quantity element is named 'Cart'", async ({ page }) => {
  await open(page, 42);
  await expect(page.locator('#block-cart-icon').getByRole('link')).toHaveAccessibleName('Cart');
});

test('a cart:change updates every badge, announced in the live region', async ({ page }) => {
  await open(page, 1);
  const status = page.locator('#block-cart-badge [role=status]');
  await expect(status).toHaveText('');
  await page.evaluate(() => window.SiteRuntime!.bus.emit('cart:change', { totalQuantity: 101, subtotalCents: 252500 }));
  await expect(page.locator('#block-cart-badge .sqs-cart-quantity')).toHaveText('100+');
  await expect(page.locator('#block-cart-badge .sqs-cart-subtotal')).toHaveText('$2,525.00');
  await expect(status).toHaveText('More than 100 items in cart');
  await expect(page.locator('#template-cart [role=status]')).toHaveText('More than 100 items in cart');
  await page.evaluate(() => window.SiteRuntime!.bus.emit('cart:change', { totalQuantity: 100 }));
  await expect(page.locator('#block-cart-badge .sqs-cart-quantity')).toHaveText('100');
  await expect(status).toHaveText('100 items in cart');
  await page.evaluate(() => window.SiteRuntime!.bus.emit('cart:change', { totalQuantity: 1 }));
  await expect(status).toHaveText('One item in cart');
  await page.evaluate(() => window.SiteRuntime!.bus.emit('cart:change', { totalQuantity: 0 }));
  await expect(status).toHaveText('0 items in cart');
  await expect(page.locator('#block-cart-badge')).toHaveClass(/\bcart-quantity-zero\b/);
});

test('a cart link with a count and no subtotal (the 7.1 header) shows the count without loading the money formatter', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/dist/') && response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto('/fixtures/commerce/cart-link-only.html?cartQuantity=3');
  const link = page.locator('#template-cart');
  await expect(link).toHaveClass(/\bcart-initialized\b/);
  await expect(link.locator('.sqs-cart-quantity')).toHaveText('3');
  await expect(link).toHaveAccessibleName('3 items in cart');
  await page.locator('html[data-site-services="ready"]').waitFor({ state: 'attached' });
  // The currency table (src/money/currencies.ts) is the formatter's: no file the page fetched holds it.
  expect((await Promise.all(bodies)).filter((body) => /JPY:0/.test(body))).toEqual([]);
});

test('a failing cart sync leaves the server markup and logs', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/api/commerce/cart', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(`${PAGE}?cartQuantity=42`);
  await expect(page.locator('#block-cart-badge')).toHaveAttribute('data-block-state', 'ready');
  await expect.poll(() => errors.join('\n')).toContain('[site-runtime] the cart sync failed:');
  await expect(page.locator('#block-cart-badge .sqs-cart-quantity')).toHaveText('0');
  await expect(page.locator('#block-cart-badge')).not.toHaveClass(/cart-initialized/);
});

test('the cart badges pass axe', async ({ page }) => {
  await open(page, 42);
  await expect(page.locator('#template-cart')).toHaveClass(/\bcart-initialized\b/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
