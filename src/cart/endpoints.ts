/**
 * Where the cart is read and changed (docs/behaviour/tools.md#cart-paths). The
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

/** The cart's two configurable paths. */
export interface CartPaths {
  /** `GET`: the visitor's cart. */
  cart: string;
  /** `POST` adds; `{entries}/{entryId}` takes `PUT` (quantity) and `DELETE`. */
  entries: string;
}

/** The paths used when the site context names none. */
export const DEFAULT_CART_PATHS: Readonly<CartPaths> = {
  cart: '/api/commerce/cart',
  entries: '/api/commerce/cart/entries',
};

/** How long a cart call may take before it counts as failed. */
export const CART_CALL_TIMEOUT_MS = 10000;

/**
 * The runtime's site context, read as `findRuntime()` does (src/runtime-api.ts) but without
 * importing it: that module would be a chunk of its own on the product page's first view.
 */
const runtimeContext = (): unknown => (typeof window === 'undefined' ? undefined : window.SiteRuntime?.context);

/**
 * The cart's paths: the defaults, or what the site context's `cartPaths`
 * names, checked by ./configured-paths.ts. That check loads only on a site
 * that configures the paths, so the product page's first view does not
 * carry it for the sites that do not.
 */
export async function cartPaths(site: unknown = runtimeContext()): Promise<CartPaths> {
  const given = (site as { cartPaths?: unknown } | undefined)?.cartPaths;
  return given === undefined ? DEFAULT_CART_PATHS : (await import('./configured-paths.ts')).configuredPaths(given, DEFAULT_CART_PATHS);
}
