/**
 * The shopping cart: one model per page (docs/behaviour/commerce.md#commerce),
 * shared by the product block, the cart badge and page scripts. It holds
 * the cart's fields with their defaults, accepts server data field by field
 * through the validators, and announces each change as `cart:change`.
 * The first read of the server's cart lives here too: every page that
 * shows the cart needs both, and as one module they make one chunk (two
 * would cost the product page's first view a request and its overhead).
 */
import type { Bus } from '../bus.ts';
import { warn } from '../log.ts';
import { defaultCartData, type CartData } from './fields.ts';
import { cartFieldProblem, isCartFieldName } from './validators.ts';
import { callCart } from './call.ts';
import { cartPaths } from './endpoints.ts';

/** The cart model. Read its fields; change it only through {@link Cart.apply}. */
export class Cart {
  private current: CartData = defaultCartData();

  /** The current data (a snapshot: changing it changes nothing). */
  get data(): Readonly<CartData> {
    return this.current;
  }

  /** `created` exposed as a date, or `undefined` before the server named one. */
  get createdDate(): Date | undefined {
    return this.current.created === undefined ? undefined : new Date(this.current.created);
  }

  /**
   * Takes the fields of a server cart that pass their validators; a field
   * of the wrong type is logged by name and the old value kept. Unknown
   * fields are ignored. Emits `cart:change` on `bus` when the quantity or
   * subtotal changed, or `force` is set.
   *
   * @returns the problems found, one sentence each (empty when all passed).
   */
  apply(raw: unknown, bus?: Bus, force = false): string[] {
    const problems: string[] = [];
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      problems.push('cart data must be an object');
      warn(problems[0]!);
      return problems;
    }
    const before = this.current;
    const next: CartData = { ...before };
    const target = next as unknown as Record<string, unknown>;
    for (const [name, value] of Object.entries(raw)) {
      if (!isCartFieldName(name)) continue;
      const problem = cartFieldProblem(name, value);
      if (problem) {
        problems.push(problem);
        warn(problem);
        continue;
      }
      target[name] = name === 'created' && value instanceof Date ? value.getTime() : value;
    }
    this.current = next;
    const changed = next.totalQuantity !== before.totalQuantity || next.subtotalCents !== before.subtotalCents;
    if (bus && (changed || force)) bus.emit('cart:change', { totalQuantity: next.totalQuantity, subtotalCents: next.subtotalCents });
    return problems;
  }

  /** Back to a fresh cart (tests; a finished purchase). */
  reset(): void {
    this.current = defaultCartData();
  }
}

let instance: Cart | undefined;

/** The page's one cart. */
export function getCart(): Cart {
  return (instance ??= new Cart());
}

let firstSync: Promise<Cart> | undefined;

/**
 * Reads the server's cart into the page's model once per page: every
 * caller shares the first sync (and its failure, logged by each caller).
 * Emits `cart:change` when it lands, so listeners learn the first state too.
 */
export function syncCart(bus: Bus): Promise<Cart> {
  return (firstSync ??= cartPaths()
    .then((paths) => callCart(paths.cart))
    .then(
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
