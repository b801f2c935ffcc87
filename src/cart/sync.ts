/**
 * Reading the server's cart into the model (docs/behaviour.md#commerce),
 * once per page, whoever asks first.
 */
import type { Bus } from '../bus.ts';
import { getCart, type Cart } from './cart.ts';
import { callCart } from './call.ts';
import { cartPaths } from './endpoints.ts';

let firstSync: Promise<Cart> | undefined;

/**
 * Reads the server's cart into the page's model once per page: every
 * caller shares the first sync (and its failure, logged by each caller).
 * Emits `cart:change` when it lands, so listeners learn the first state too.
 */
export function syncCart(bus: Bus): Promise<Cart> {
  return (firstSync ??= callCart(cartPaths().cart).then(
    (raw) => {
      const cart = getCart();
      cart.apply(raw, bus, true);
      return cart;
    },
    (error: unknown) => {
      firstSync = undefined; // a later block may try again
      throw error;
    },
  ));
}

/** Forgets the first sync (unit tests only). */
export function resetCartSyncForTests(): void {
  firstSync = undefined;
}
