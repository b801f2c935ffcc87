/**
 * The product page's first view carries only what it shows; the
 * measurements, the subscription text and the button's code arrive with
 * their first use (docs/behaviour/commerce.md#product-first-view). Chunk names are
 * content hashes, so each lazy part is known by a string only it holds.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { collectConsole, recordedRequests } from './support/qa.ts';
import { trackQuiet } from './support/quiet.ts';

const PAGE = '/fixtures/commerce/product-page.html';
const MEASUREMENTS = 'metric:"cm"'; // the dimension units, loaded only with the measurements
const BUTTON = '"aria-invalid"'; // quoted: set on a refused choice, only by the button's code (the product's stylesheet, now inside its chunk, names it unquoted)
const SUBSCRIPTION = 'renews every'; // the subscription catalogue, loaded only with the subscription text
const ADDS = '/api/commerce/cart/entries';

/** Every chunk the page requests, in order, with its text once answered. */
function watchChunks(page: Page): { urls: string[]; bodies: () => Promise<string[]> } {
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/dist/chunks/') && r.url().endsWith('.js')) requests.push(r);
  });
  return {
    get urls() {
      return requests.map((r) => r.url());
    },
    bodies: async () => Promise.all(requests.map(async (r) => (await (await r.response())?.text()) ?? '')),
  } as { urls: string[]; bodies: () => Promise<string[]> };
}

/** Opens the page and waits until its first view, idle included, has ended: a part fetched early (at idle, on a timer at 0) is among the chunks by then. */
async function open(page: Page) {
  const tracker = trackQuiet(page);
  await page.goto(PAGE);
  await expect(page.locator('#block-tee')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#block-cart-badge')).toHaveClass(/\bcart-initialized\b/);
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await tracker.quiet();
}

test('the first view fetches no code for measurements, subscriptions or the button; each arrives once, with its first use', async ({ page }) => {
  const chunks = watchChunks(page);
  await open(page);
  const tee = page.locator('#block-tee');
  await expect(tee.locator('.product-block__price')).toHaveText('from $25.00');
  await expect(tee.locator('.product-block__subscription')).toBeHidden();
  const firstView = (await chunks.bodies()).join('\n');
  expect(firstView).not.toContain(MEASUREMENTS);
  expect(firstView).not.toContain(BUTTON);
  expect(firstView).not.toContain(SUBSCRIPTION);

  const before = chunks.urls.length;
  await tee.getByLabel('Size').selectOption('Small');
  await expect(tee.locator('.product-block__measurements')).toHaveText('Weight: 0.4 lbsDimensions: 10 × 8 × 1"');
  await tee.getByLabel('Size').selectOption('X-Large');
  await expect(tee.locator('.product-block__measurements')).toHaveText('Weight: 0.6 lbs');
  const measured = (await chunks.bodies()).slice(before);
  expect(measured.filter((text) => text.includes(MEASUREMENTS))).toHaveLength(1);
  expect(measured.join('\n')).not.toContain(BUTTON);

  const beforePress = chunks.urls.length;
  await tee.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(tee.getByRole('status')).toHaveText('Added to cart');
  expect((await chunks.bodies()).slice(beforePress).filter((text) => text.includes(BUTTON))).toHaveLength(1);
  const afterFirstAdd = chunks.urls.length;
  await tee.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.locator('#block-cart-badge .sqs-cart-quantity')).toHaveText('2');
  expect(chunks.urls.length).toBe(afterFirstAdd);
  expect(await recordedRequests(page.request, ADDS)).toHaveLength(2);
  expect((await chunks.bodies()).join('\n')).not.toContain(SUBSCRIPTION);
});

test("a second press while the button's code is on its way is ignored: one add is sent", async ({ page }) => {
  const console = collectConsole(page);
  await open(page);
  const tee = page.locator('#block-tee');
  await tee.getByLabel('Size').selectOption('Small');
  await expect(tee.locator('.product-block__measurements')).toHaveText('Weight: 0.4 lbsDimensions: 10 × 8 × 1"');

  // Every chunk asked for from now on is held until released.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  const button = tee.getByRole('button', { name: 'Add To Cart' });
  await button.click();
  await button.click();
  await expect(tee.locator('.product-block__message')).toBeEmpty();
  release();
  await expect(tee.getByRole('status')).toHaveText('Added to cart');
  await expect(page.locator('#block-cart-badge .sqs-cart-quantity')).toHaveText('1');
  expect((await recordedRequests(page.request, ADDS)).map((r) => r.json)).toEqual([{ productId: 'prod-tee', sku: 'SQ1000001', quantity: 1 }]);
  expect(console.messages.filter((m) => m.type === 'error')).toEqual([]);
});

test("when the button's code cannot be fetched the block says 'Unable to add item' with the connection message and logs; once the connection is back, the next press adds", async ({
  page,
}) => {
  const console = collectConsole(page);
  await open(page);
  const tee = page.locator('#block-tee');
  await page.route('**/dist/chunks/*.js', (route) => route.abort('internetdisconnected'));
  await tee.getByLabel('Size').selectOption('Small');
  await tee.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(tee.getByRole('status')).toHaveText('Unable to add item Please check your internet connection.');
  await expect
    .poll(() =>
      console.messages
        .filter((m) => m.type === 'error')
        .map((m) => m.text)
        .join('\n'),
    )
    .toMatch(
      /\[site-runtime\] block #block-tee: add to cart failed:[\s\S]*\[site-runtime\] block #block-tee: the measurements failed:|\[site-runtime\] block #block-tee: the measurements failed:[\s\S]*\[site-runtime\] block #block-tee: add to cart failed:/,
    );
  // Choosing and pressing still work as far as they can: the price follows the choice.
  await expect(tee.locator('.product-block__price')).toHaveText('$25.00');
  await expect(tee.locator('.product-block__measurements')).toBeHidden();
  expect(await recordedRequests(page.request, ADDS)).toEqual([]);

  await page.unroute('**/dist/chunks/*.js');
  // The connection back, the next press on the same page tries again (the part's failed import is
  // forgotten, widgets/product/on-demand.ts, and the browser keeps no failed module fetch): it adds.
  await tee.getByRole('status').evaluate((status) => status.replaceChildren());
  await tee.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(tee.getByRole('status')).toHaveText('Added to cart');
  expect(await recordedRequests(page.request, ADDS)).toHaveLength(1);
  await tee.getByLabel('Size').selectOption('X-Large');
  await expect(tee.locator('.product-block__measurements')).toHaveText('Weight: 0.6 lbs');
});
