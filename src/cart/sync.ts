/**
 * Reading the server's cart into the model and adding to it
 * (docs/behaviour.md#commerce). Plain `fetch`, not the data layer: a cart
 * failure is shown by the block that asked (with the cart messages), never
 * as the system-error overlay, and the product page's byte budget has no
 * room for the data layer.
 */
import type { Bus } from '../bus.ts';
import { getCart, type Cart } from './cart.ts';
import { CART_CALL_TIMEOUT_MS, QA_CART_ENTRIES_PATH, QA_CART_PATH } from './endpoints.ts';

/** Why a cart call failed: no connection, or the server refused. */
export class CartCallError extends Error {
  readonly kind: 'network' | 'server';
  constructor(kind: 'network' | 'server', message: string) {
    super(message);
    this.name = 'CartCallError';
    this.kind = kind;
  }
}

async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      signal: AbortSignal.timeout(CART_CALL_TIMEOUT_MS),
      ...init,
    });
  } catch (error) {
    throw new CartCallError('network', `${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new CartCallError('server', `${path} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new CartCallError('server', `${path} answered something that is not JSON`);
  }
}

let firstSync: Promise<Cart> | undefined;

/**
 * Reads the server's cart into the page's model once per page: every
 * caller shares the first sync (and its failure, logged by each caller).
 * Emits `cart:change` when it lands, so listeners learn the first state too.
 */
export function syncCart(bus: Bus): Promise<Cart> {
  return (firstSync ??= call(QA_CART_PATH).then(
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

/** What one add to cart sends. */
export interface CartEntryRequest {
  productId: string;
  sku?: string | undefined;
  quantity: number;
}

/** Adds to the cart on the server and takes its answer into the model (emitting `cart:change`). */
export async function addToCart(entry: CartEntryRequest, bus: Bus): Promise<Cart> {
  const raw = await call(QA_CART_ENTRIES_PATH, { method: 'POST', body: JSON.stringify(entry) });
  const cart = getCart();
  cart.apply(raw, bus, true);
  return cart;
}

/** Forgets the first sync (unit tests only). */
export function resetCartSyncForTests(): void {
  firstSync = undefined;
}
