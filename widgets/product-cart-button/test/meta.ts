/** The product-cart-button block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'commerce/product-71.html',
  selector: '[data-controller="ProductCartButton"]',
  cost: 'product-page-71',
  visitor: 'Presses Add To Cart (click, Enter or Space) and sees "Added to cart" and the header\'s cart count go up, or what is missing.',
};
