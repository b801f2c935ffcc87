/** The product options' visitor probe (tools/probes/types.ts): read by tools and tests only. */
import type { VisitorProbe } from '../../../tools/probes/types.ts';
import { chooseInStock, clearChoices, productOf } from '../../../tools/probes/product.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'choosing every option of a product in stock shows the choice and enables Add To Cart',
    selector: '[data-controller*="ProductItemVariants"]',
    limit: 1,
    async run({ target }) {
      const product = productOf(target);
      const chosen = await chooseInStock(product);
      if (!chosen) return;
      const names = Object.keys(chosen);
      if (names.length && !(await target.getAttribute('data-selected-variant'))) throw new Error(`choosing ${JSON.stringify(chosen)} named no variant`);
      const button = product.locator('.sqs-add-to-cart-button').first();
      if ((await button.count()) && ((await button.getAttribute('aria-disabled')) === 'true' || (await button.isDisabled()))) {
        throw new Error('Add To Cart stays disabled after a whole choice in stock');
      }
      await clearChoices(product);
    },
  },
];
