import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * The full-page cart's labels (docs/behaviour/commerce.md#cart-page). The documented
 * rules (behaviour/vocabulary.md#catalogue) give its messages (see `cart.ts`) but not
 * its labels, so these are the project's.
 */
export const CART_PAGE_TEXT = {
  name: 'cartPage',
  format: fillPlaceholders,
  messages: {
    entries: 'Items in your cart',
    quantityOf: 'Quantity of {name}',
    decrease: 'One fewer {name}',
    increase: 'One more {name}',
    remove: 'Remove',
    removeNamed: 'Remove {name}',
    removed: '{name} removed from your cart.',
    updated: '{name}: quantity {n}.',
    subtotal: 'Subtotal',
    checkout: 'Checkout',
  },
} as const satisfies Area;
