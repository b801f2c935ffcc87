import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * The product block's labels. The documented rules (behaviour/vocabulary.md#catalogue) give the cart's messages (see
 * `cart.ts`) but not the block's own labels (nor the reviews page's thanks),
 * so these are the project's.
 */
export const PRODUCT_TEXT = {
  name: 'product',
  format: fillPlaceholders,
  messages: {
    soldOut: 'Sold Out',
    onSale: 'Sale',
    addToCart: 'Add To Cart',
    purchase: 'Purchase',
    quantity: 'Quantity',
    selectOption: 'Select {option}',
    salePrice: 'Sale price',
    regularPrice: 'Regular price',
    weight: 'Weight: {weight}',
    dimensions: 'Dimensions: {dimensions}',
    added: 'Added to cart',
    reviewThanks: 'Thank you for your review',
  },
} as const satisfies Area;
