/** The cart-badge block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'commerce/cart-badge.html',
  selector: '#block-cart-icon',
  cost: 'content-block-first-view',
  visitor: 'Sees the number of items in the cart, kept up to date as products are added (the cart comes from the server); the link opens the cart page.',
};
