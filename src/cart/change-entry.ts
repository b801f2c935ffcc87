/**
 * Changing one line of the cart (docs/behaviour/commerce.md#cart-page): setting its
 * quantity or removing it, on the server first; the model takes the
 * server's answer (emitting `cart:change`), so a refused change leaves the
 * cart as it was.
 */
import type { Bus } from '../bus.ts';
import { getCart, type Cart } from './cart.ts';
import { callCart } from './call.ts';
import { cartPaths } from './endpoints.ts';

/**
 * The path of one entry: `{entries}/{entryId}`, the id encoded (it is server data).
 * @internal Exported for its unit test: the entry URL with the crumb; the PUT/DELETE callers need a cart server stub.
 */
export const cartEntryPath = async (entryId: string): Promise<string> => `${(await cartPaths()).entries}/${encodeURIComponent(entryId)}`;

/** Sets entry `entryId`'s quantity; rejects with a `CartCallError` when refused or unreachable. */
export async function setEntryQuantity(entryId: string, quantity: number, bus: Bus): Promise<Cart> {
  const raw = await callCart(await cartEntryPath(entryId), { method: 'PUT', body: JSON.stringify({ quantity }) });
  const cart = getCart();
  cart.apply(raw, bus, true);
  return cart;
}

/** Removes entry `entryId`; rejects with a `CartCallError` when refused or unreachable. */
export async function removeEntry(entryId: string, bus: Bus): Promise<Cart> {
  const raw = await callCart(await cartEntryPath(entryId), { method: 'DELETE' });
  const cart = getCart();
  cart.apply(raw, bus, true);
  return cart;
}
