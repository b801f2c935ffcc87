/**
 * Where the cart is read and changed (docs/behaviour.md#cart-paths). The
 * platform's cart calls are not specified, so their paths are one setting:
 * the site context's `cartPaths` (`{ cart, entries }`), else the defaults
 * below. The QA server answers the same defaults (it imports this table),
 * so a deployment changes the paths in its site context, never in code.
 *
 * - `GET {cart}`: the visitor's cart.
 * - `POST {entries}` JSON `{ productId, sku, quantity }`: adds; answers the cart.
 * - `PUT {entries}/{entryId}` JSON `{ quantity }`: sets a quantity; answers the cart.
 * - `DELETE {entries}/{entryId}`: removes an entry; answers the cart.
 */
import { findRuntime } from '../runtime-api.ts';
import { warn } from '../log.ts';

/** The cart's two configurable paths. */
export interface CartPaths {
  /** `GET`: the visitor's cart. */
  cart: string;
  /** `POST` adds; `{entries}/{entryId}` takes `PUT` (quantity) and `DELETE`. */
  entries: string;
}

/** The paths used when the site context names none. */
export const DEFAULT_CART_PATHS: Readonly<CartPaths> = Object.freeze({
  cart: '/api/commerce/cart',
  entries: '/api/commerce/cart/entries',
});

/** How long a cart call may take before it counts as failed. */
export const CART_CALL_TIMEOUT_MS = 10000;

/**
 * A same-origin absolute path: starts with one `/`, never `//` or `/\`
 * (both leave the origin), and holds no scheme, query or fragment.
 */
const isOwnPath = (value: unknown): value is string => typeof value === 'string' && /^\/(?![/\\])[^?#\s\\]*$/.test(value);

let warned = false;

/**
 * The cart's paths from `site.cartPaths` (own fields only), each one that
 * is missing or not a same-origin path replaced by its default with one
 * warning per page.
 */
export function cartPaths(site: unknown = findRuntime()?.context): CartPaths {
  const given = (site as { cartPaths?: unknown } | undefined)?.cartPaths;
  if (given === undefined) return { ...DEFAULT_CART_PATHS };
  const paths = { ...DEFAULT_CART_PATHS };
  for (const name of ['cart', 'entries'] as const) {
    const value = given && typeof given === 'object' && Object.hasOwn(given, name) ? (given as Record<string, unknown>)[name] : undefined;
    if (isOwnPath(value)) paths[name] = value;
    else if (!warned) {
      warned = true;
      warn(`site context field "cartPaths.${name}" is not a same-origin path (${JSON.stringify(value)}): ${paths[name]} used`);
    }
  }
  return paths;
}

/** The path of one entry: `{entries}/{entryId}`, the id encoded (it is server data). */
export const cartEntryPath = (entryId: string, paths: CartPaths = cartPaths()): string => `${paths.entries}/${encodeURIComponent(entryId)}`;

/** Forgets the one warning (unit tests only). */
export function resetCartPathWarningForTests(): void {
  warned = false;
}
