/**
 * The cart badge as a block (`data-block="cart-badge"`), enhanced in place
 * (docs/behaviour/commerce.md#commerce). The template's own cart link is the
 * `cart-badge` page module; both share `src/cart/badge.ts`.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { mountCartBadge } from '../../src/cart/badge.ts';

/** Keeps the badge in step with the cart. */
export function mount(element: HTMLElement, _data: unknown, context: BlockContext): Cleanup {
  return mountCartBadge(element, context.bus);
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
