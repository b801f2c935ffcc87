import type { Area } from '../area.ts';

/**
 * The product list (docs/behaviour/commerce.md#product-list); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's.
 */
export const PRODUCT_LIST_TEXT = {
  name: 'productList',
  messages: {
    soldOut: 'Sold Out',
    onSale: 'Sale',
  },
} as const satisfies Area;
