import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/** Cart (behaviour/vocabulary.md#catalogue). */
export const CART_TEXT = {
  name: 'cart',
  format: fillPlaceholders,
  messages: {
    unableToUpdateQuantity: 'Unable to update quantity',
    unableToAddItem: 'Unable to add item',
    unableToRemoveItem: 'Unable to remove item',
    pleaseTryAgain: 'Please try again.',
    checkConnection: 'Please check your internet connection.',
    fixMissingInformation: 'Update the missing or invalid information above.',
    empty: 'You have nothing in your shopping cart.',
    badgeOneItem: 'One item in cart',
    badgeItems: '{n} items in cart',
    badgeMoreThan100: 'More than 100 items in cart',
    badgeLabel: 'Cart',
    badgeCapped: '100+',
  },
} as const satisfies Area;
