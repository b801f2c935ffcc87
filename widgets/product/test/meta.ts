/** The product block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'commerce/products.html',
  selector: '#block-ebook',
  cost: 'commerce-product-page',
  visitor: 'Sees the price (and the sale price), picks variants and a quantity, and adds the product to the cart.',
};
