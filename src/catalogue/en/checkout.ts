import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/** Checkout (behaviour/vocabulary.md#catalogue). */
export const CHECKOUT_TEXT = {
  name: 'checkout',
  format: fillPlaceholders,
  messages: {
    noCartCookie: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    minimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more.',
  },
} as const satisfies Area;
