/** The cart badge reads no block data. */

/** One line for the block-schema reference. */
export const summary =
  'The cart badge: a cart link whose `.sqs-cart-quantity` (and optional `.sqs-cart-subtotal`) follow the cart. No data: the cart comes from the server.';
