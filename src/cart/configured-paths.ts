/**
 * The cart paths a site context configures (docs/behaviour/tools.md#cart-paths),
 * checked: each must be a same-origin path (one leading `/`, never `//` or
 * `/\\`, both of which leave the origin; no query, fragment or space). One
 * missing or not such a path is replaced by its default, with a warning.
 */
import { warn } from '../log.ts';
// Only the type: the defaults are handed in, so this chunk shares no module with the first view's.
import type { CartPaths } from './endpoints.ts';

/** `cartPaths` of the site context (own fields only), each bad or missing one replaced by its default. */
export function configuredPaths(given: unknown, defaults: Readonly<CartPaths>): CartPaths {
  const record = Object(given) as Record<string, unknown>;
  const pick = (name: keyof CartPaths): string => {
    const value = Object.hasOwn(record, name) ? record[name] : undefined;
    if (typeof value === 'string' && /^\/(?![/\\])[^?#\s\\]*$/.test(value)) return value;
    warn(`site context field "cartPaths.${name}" is not a same-origin path (${JSON.stringify(value) ?? 'missing'}): ${defaults[name]} used`);
    return defaults[name];
  };
  return { cart: pick('cart'), entries: pick('entries') };
}
