/**
 * Where the cart is read and added to. The platform's real cart paths are
 * not specified (docs/behaviour.md#commerce), so these are the QA server's
 * own endpoints, named as such; a deployment replaces them here.
 */

/** `GET`: the visitor's cart (the QA server's). */
export const QA_CART_PATH = '/api/qa/cart';

/** `POST` JSON `{ productId, sku, quantity }`: adds to the visitor's cart and answers the cart (the QA server's). */
export const QA_CART_ENTRIES_PATH = '/api/qa/cart/entries';

/** How long a cart call may take before it counts as failed. */
export const CART_CALL_TIMEOUT_MS = 10000;
