import { expect, type Page, test } from './support/test.ts';

const CART_PAGE = '/fixtures/services/checkout.html';
const NO_CART = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/** The cart page, once its page module has wired the checkout buttons. */
async function openCart(page: Page, path = CART_PAGE): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-page-module', 'cart');
}

async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

const landed = (page: Page) => page.locator('#landed');

test('with the cart cookie, Checkout goes to /commerce/goto-checkout', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'CART', value: 'cart-9f2c', url: baseURL! }]);
  await openCart(page);
  await press(page, 'Checkout');
  await expect(landed(page)).toHaveText('/commerce/goto-checkout');
});

test('without the cart cookie, Checkout shows the alert and nothing navigates', async ({ page }) => {
  await openCart(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await press(page, 'Checkout');
  const alert = page.getByRole('alertdialog', { name: NO_CART });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button')).toHaveText(['Okay']);
  await expect(alert.getByRole('button', { name: 'Okay' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeFocused();
  expect(navigations).toEqual([]);
  expect(new URL(page.url()).pathname).toBe(CART_PAGE);
});

for (const [button, destination] of [
  ['Subscribe', '/checkout/subscribe?cartToken=ct-42+a'],
  ['Donate', '/checkout/donate?donatePageId=donate-page-7'],
  ['Gift card', '/checkout/giftcard?websiteId=w-services&giftCardProductId=gc-25&sku=SQ1234567'],
  ['Gift card (no SKU)', '/checkout/giftcard?websiteId=w-services&giftCardProductId=gc-50'],
] as const) {
  test(`${button} goes to ${destination.split('?')[0]} with its query (no cart needed)`, async ({ page }) => {
    await openCart(page);
    await press(page, button);
    await expect(landed(page)).toHaveText(destination);
  });
}

test('inside the editing frame, checkout navigates the top window', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'CART', value: 'cart-9f2c', url: baseURL! }]);
  await page.goto('/fixtures/services/checkout-frame.html');
  const frame = page.frameLocator('#sqs-site-frame');
  await expect(frame.locator('html')).toHaveAttribute('data-page-module', 'cart');
  await frame.getByRole('button', { name: 'Checkout', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(landed(page)).toHaveText('/commerce/goto-checkout');
  expect(new URL(page.url()).pathname).toBe('/commerce/goto-checkout');
});

test('inside the editing frame, the donation checkout also navigates the top window', async ({ page }) => {
  await page.goto('/fixtures/services/checkout-frame.html');
  const frame = page.frameLocator('#sqs-site-frame');
  await expect(frame.locator('html')).toHaveAttribute('data-page-module', 'cart');
  await frame.getByRole('button', { name: 'Donate', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(landed(page)).toHaveText('/checkout/donate?donatePageId=donate-page-7');
});
