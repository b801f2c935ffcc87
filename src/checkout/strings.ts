/**
 * The checkout alert's wording (first seed, section 5). It is the
 * catalogue's `checkout.noCartCookie` (src/catalogue/en.ts), copied here so
 * the checkout stays small; a unit test keeps the two equal.
 */
export const CHECKOUT_STRINGS = {
  /** `checkout.noCartCookie` */
  noCartCookie: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
} as const;
