/**
 * The add-to-cart button's visitor probe (tools/probes/types.ts): read by
 * tools and tests only. It never sends a real order: while it presses the
 * button, every POST the page makes is answered here with a cart one item
 * fuller, and the route is taken away after.
 */
import { expect, type Route } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';
import { chooseInStock, clearChoices, productOf } from '../../../tools/probes/product.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'Add To Cart, after choosing a variant in stock, sends the cart a request and the cart count goes up',
    selector: '[data-controller*="ProductCartButton"]',
    limit: 1,
    async run({ page, target }) {
      const product = productOf(target);
      const button = target.locator('.sqs-add-to-cart-button').first();
      if (!(await button.count()) || !(await chooseInStock(product))) return;
      const badge = page.locator('.sqs-custom-cart .sqs-cart-quantity').first();
      const before = (await badge.count()) ? Number(await badge.textContent()) || 0 : 0;
      const sent: string[] = [];
      const answer = async (route: Route) => {
        const request = route.request();
        if (request.method() !== 'POST' || !['fetch', 'xhr'].includes(request.resourceType())) return route.fallback();
        sent.push(`${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ totalQuantity: before + 1, subtotalCents: 100, entries: [] }) });
      };
      await page.route('**/*', answer);
      try {
        await button.click();
        await expect.poll(() => sent.length, { message: 'pressing Add To Cart sent the cart nothing', timeout: 5000 }).toBeGreaterThan(0);
        if (await badge.count()) await expect(badge, `the cart count stayed ${before} after the cart answered ${before + 1}`).toHaveText(String(before + 1));
      } finally {
        await page.unroute('**/*', answer);
        await clearChoices(product);
      }
    },
  },
];
