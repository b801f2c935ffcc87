/** The product-variants block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'commerce/product-71.html',
  selector: '[data-controller="ProductItemVariants"]',
  cost: 'product-page-71',
  visitor: "Picks each option and sees the variant's price and whether it is in stock; Add To Cart is unavailable while the whole choice is sold out.",
  check: async ({ block, expect }) => {
    await block.locator('select[data-variant-option-name="Colour"]').selectOption('Slate');
    await expect(block.locator('.variant-select-wrapper').first()).toHaveAttribute('data-text', 'Slate');
    await expect(block).toHaveAttribute('data-unselected-options', '["Size"]');
  },
};
