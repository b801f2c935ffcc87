/**
 * One call to the cart's endpoints (docs/behaviour/commerce.md#commerce). Plain
 * `fetch`, not the data layer: a cart failure is shown by the block that
 * asked (with the cart messages), never as the system-error overlay, and
 * the product page's byte budget has no room for the data layer.
 */
import { CART_CALL_TIMEOUT_MS } from './endpoints.ts';
import { pageAddress } from '../dom/page-address.ts';

/** Why a cart call failed: no connection, or the server refused. */
export class CartCallError extends Error {
  readonly kind: 'network' | 'server';
  constructor(kind: 'network' | 'server', message: string) {
    super(message);
    this.name = 'CartCallError';
    this.kind = kind;
  }
}

/**
 * Calls `path` (a JSON body when `init` has one) and gives the answer's
 * JSON, or rejects with a {@link CartCallError}: `network` when the server
 * could not be reached in time, `server` for an error status or an answer
 * that is not JSON.
 */
export async function callCart(path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(pageAddress(path), {
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
