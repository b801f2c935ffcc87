/**
 * Adding to the cart (docs/behaviour/commerce.md#commerce). Its own module: only a
 * press of a product block's button needs it, so the first view of a
 * product page does not download it (docs/behaviour/commerce.md#product-first-view).
 */
import type { Bus } from '../bus.ts';
import { getCart, type Cart } from './cart.ts';
import { callCart } from './call.ts';
import { cartPaths } from './endpoints.ts';

/** What one add to cart sends. */
export interface CartEntryRequest {
  productId: string;
  sku?: string | undefined;
  quantity: number;
}

/** Adds to the cart on the server and takes its answer into the model (emitting `cart:change`). */
export async function addToCart(entry: CartEntryRequest, bus: Bus): Promise<Cart> {
  const raw = await callCart((await cartPaths()).entries, { method: 'POST', body: JSON.stringify(entry) });
  const cart = getCart();
  cart.apply(raw, bus, true);
  return cart;
}
