/**
 * The visitor's cart journey (docs/behaviour/commerce.md#cart-page): add two variants
 * from a product page (the product-item module), open the full-page cart,
 * change a quantity, remove a line, check out; and each failure the QA
 * server answers shows the cart's message and loses nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { recordedRequests, respondWith } from './support/qa.ts';

const PRODUCT = '/fixtures/commerce/product-item-page.html';
const CART = '/fixtures/commerce/cart-page.html';
const ENTRIES = '/api/commerce/cart/entries';

async function openProduct(page: Page): Promise<void> {
  await page.goto(PRODUCT);
  await expect(page.locator('.product-item-message')).toHaveCount(1);
  await expect(page.locator('#template-cart')).toHaveClass(/cart-initialized/);
}

/** Chooses a variant and a quantity, then presses Add To Cart from the keyboard. */
async function add(page: Page, size: string, colour: string, quantity: string): Promise<void> {
  await page.getByLabel('Size').selectOption(size);
  await page.getByLabel('Colour').selectOption(colour);
  await page.getByLabel('Quantity').fill(quantity);
  await page.getByRole('button', { name: 'Add To Cart' }).focus();
  await page.keyboard.press('Enter');
}

async function openCart(page: Page): Promise<void> {
  await page.goto(CART);
  await expect(page.locator('#sqs-cart-root')).toHaveAttribute('data-cart-state', 'ready');
}

/** Adds Medium/Natural × 2 and Medium/Charcoal × 1 from the product page. */
async function fillCart(page: Page): Promise<void> {
  await openProduct(page);
  await add(page, 'Medium', 'Natural', '2');
  await expect(page.locator('.product-item-message')).toHaveText('Added to cart');
  await expect(page.locator('.sqs-cart-quantity')).toHaveText('2');
  await add(page, 'Medium', 'Charcoal', '1');
  await expect(page.locator('.sqs-cart-quantity')).toHaveText('3');
}

const line = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Remove ${name}` }) });
const NATURAL = 'Linen apron (Medium, Natural)';
const CHARCOAL = 'Linen apron (Medium, Charcoal)';

test('a visitor adds two variants, changes a quantity, removes one and checks out; axe clean', async ({ page }) => {
  await fillCart(page);
  const adds = await recordedRequests(page.request, ENTRIES);
  expect(adds.map((r) => [r.method, r.json])).toEqual([
    ['POST', { productId: 'prod-apron', sku: 'SQ2000002', quantity: 2 }],
    ['POST', { productId: 'prod-apron', sku: 'SQ2000003', quantity: 1 }],
  ]);

  await page.getByRole('link', { name: '3 items in cart' }).click();
  await expect(page.locator('#sqs-cart-root')).toHaveAttribute('data-cart-state', 'ready');
  const entries = page.getByRole('list', { name: 'Items in your cart' });
  await expect(entries.getByRole('listitem').filter({ has: page.locator('.cart-entry__name') })).toHaveCount(2);
  await expect(line(page, NATURAL).locator('.cart-entry__options')).toHaveText('Size: MediumColour: Natural');
  await expect(line(page, NATURAL).locator('.cart-entry__price')).toHaveText('$96.00');
  await expect(line(page, NATURAL).locator('img')).toHaveAttribute('src', '/fixtures/commerce/apron.svg');
  await expect(line(page, CHARCOAL).locator('.cart-entry__price')).toHaveText('$52.00');
  await expect(page.locator('.cart-page__subtotal')).toHaveText('Subtotal $148.00');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/cart-page.png', fullPage: true });

  // One more Charcoal apron, from the keyboard.
  await page.getByRole('button', { name: `One more ${CHARCOAL}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${CHARCOAL}` })).toHaveValue('2');
  await expect(page.locator('.cart-page__subtotal')).toHaveText('Subtotal $200.00');
  await expect(page.locator('.sqs-cart-quantity')).toHaveText('4');
  await expect(page.getByRole('status').filter({ hasText: `${CHARCOAL}: quantity 2.` })).toHaveCount(1);
  await expect(page.getByRole('button', { name: `One more ${CHARCOAL}` })).toBeFocused();

  // Remove the Natural line: focus moves to the next line's Remove.
  await page.getByRole('button', { name: `Remove ${NATURAL}` }).focus();
  await page.keyboard.press('Enter');
  await expect(line(page, NATURAL)).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Remove ${CHARCOAL}` })).toBeFocused();
  await expect(page.locator('.cart-page__subtotal')).toHaveText('Subtotal $104.00');
  await expect(page.locator('.sqs-cart-quantity')).toHaveText('2');

  const changes = (await recordedRequests(page.request)).filter((r) => r.path.startsWith(`${ENTRIES}/`));
  expect(changes.map((r) => [r.method, r.json ?? null])).toEqual([
    ['PUT', { quantity: 2 }],
    ['DELETE', null],
  ]);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The server set the CART cookie with the first add: Checkout goes on.
  await page.getByRole('button', { name: 'Checkout', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#landed')).toHaveText('/commerce/goto-checkout');
});

test('the steppers keep the quantity between 1 and the stock; a typed bad quantity sends nothing', async ({ page }) => {
  await fillCart(page);
  await openCart(page);
  const fewer = page.getByRole('button', { name: `One fewer ${CHARCOAL}` });
  await expect(fewer).toHaveAttribute('aria-disabled', 'true');
  await fewer.focus();
  await page.keyboard.press('Enter');
  const more = page.getByRole('button', { name: `One more ${NATURAL}` });
  await more.click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${NATURAL}` })).toHaveValue('3');
  // Medium/Natural has 3 in stock.
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  await more.focus();
  await page.keyboard.press('Enter');
  const input = page.getByRole('spinbutton', { name: `Quantity of ${NATURAL}` });
  await input.fill('0');
  await input.press('Enter');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(line(page, NATURAL).locator('.cart-entry__message')).toHaveText('Unable to update quantity Update the missing or invalid information above.');
  const puts = (await recordedRequests(page.request)).filter((r) => r.method === 'PUT');
  expect(puts.map((r) => r.json)).toEqual([{ quantity: 3 }]);
});

test('each refused change shows the cart message on its line and loses nothing', async ({ page }) => {
  await fillCart(page);
  await openCart(page);
  const ids = ((await (await page.request.get('/api/commerce/cart')).json()) as { entries: Array<{ id: string; sku: string }> }).entries;
  const natural = ids.find((e) => e.sku === 'SQ2000002')!.id;

  await respondWith(page.request, { method: 'PUT', path: `${ENTRIES}/${natural}`, status: 500, body: { error: 'boom' } });
  await page.getByRole('button', { name: `One more ${NATURAL}` }).click();
  const message = line(page, NATURAL).locator('.cart-entry__message');
  await expect(message).toHaveText('Unable to update quantity Please try again.');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${NATURAL}` })).toHaveValue('2');
  await expect(page.locator('.cart-page__subtotal')).toHaveText('Subtotal $148.00');

  await respondWith(page.request, { method: 'DELETE', path: `${ENTRIES}/${natural}`, status: 500, body: { error: 'boom' } });
  await page.getByRole('button', { name: `Remove ${NATURAL}` }).click();
  await expect(message).toHaveText('Unable to remove item Please try again.');
  await expect(line(page, NATURAL)).toHaveCount(1);
  await expect(page.locator('.sqs-cart-quantity')).toHaveText('3');

  await page.route(`**${ENTRIES}/${natural}`, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: `Remove ${NATURAL}` }).click();
  await expect(message).toHaveText('Unable to remove item Please check your internet connection.');
  await page.unroute(`**${ENTRIES}/${natural}`);

  // Tried again, it works: nothing was lost.
  await page.getByRole('button', { name: `One more ${NATURAL}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${NATURAL}` })).toHaveValue('3');
  await expect(message).toHaveText('');
  await expect(page.locator('.cart-page__subtotal')).toHaveText('Subtotal $196.00');
});

test('adding on the product page: a refused add says so and keeps the choice; a missing option sends nothing', async ({ page }) => {
  await openProduct(page);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.locator('.product-item-message')).toHaveText('Update the missing or invalid information above.');
  await expect(page.getByLabel('Size')).toHaveAttribute('aria-invalid', 'true');
  expect(await recordedRequests(page.request, ENTRIES)).toEqual([]);

  await respondWith(page.request, { method: 'POST', path: ENTRIES, status: 500, body: { error: 'boom' } });
  await add(page, 'Large', 'Charcoal', '2');
  await expect(page.locator('.product-item-message')).toHaveText('Unable to add item Please try again.');
  await expect(page.getByLabel('Size')).toHaveValue('Large');
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
  await expect(page.locator('.sqs-cart-quantity')).toHaveText('0');

  await page.route(`**${ENTRIES}`, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.locator('.product-item-message')).toHaveText('Unable to add item Please check your internet connection.');
  await page.unroute(`**${ENTRIES}`);

  // More than the stock (Medium/Natural has 3) is refused before anything is sent.
  await add(page, 'Medium', 'Natural', '4');
  await expect(page.locator('.product-item-message')).toHaveText('Update the missing or invalid information above.');
  await expect(page.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
  expect((await recordedRequests(page.request, ENTRIES)).map((r) => r.json)).toEqual([{ productId: 'prod-apron', sku: 'SQ2000004', quantity: 2 }]);
  await page.screenshot({ path: '/tmp/shots/product-item-page.png', fullPage: true });
});

test('an empty cart says so; removing the last line leaves focus on that sentence; axe clean', async ({ page }) => {
  await openCart(page);
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeHidden();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await openProduct(page);
  await add(page, 'Large', 'Charcoal', '1');
  await expect(page.locator('.sqs-cart-quantity')).toHaveText('1');
  await openCart(page);
  await page.getByRole('button', { name: 'Remove Linen apron (Large, Charcoal)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeFocused();
  await expect(page.locator('.sqs-cart-quantity')).toHaveText('0');
  await page.screenshot({ path: '/tmp/shots/cart-page-empty.png' });
});

test('a cart that cannot be read leaves the server markup and says why', async ({ page }) => {
  await respondWith(page.request, { method: 'GET', path: '/api/commerce/cart', status: 500, body: {}, times: 5 });
  await page.goto(CART);
  await expect(page.locator('#sqs-cart-root')).toHaveAttribute('data-cart-state', 'error');
  await expect(page.locator('.cart-fallback')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Please try again.');
});
