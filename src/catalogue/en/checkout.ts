import type { Area } from '../area.ts';

/** Checkout (behaviour/vocabulary.md#catalogue). */
export const CHECKOUT_TEXT = {
  name: 'checkout',
  messages: {
    noCartCookie: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  },
} as const satisfies Area;
