/**
 * The template's cart link (`a.sqs-custom-cart`, in the header), kept in
 * step with the cart (docs/behaviour/commerce.md#commerce). A link that is also a
 * `data-block="cart-badge"` block is the block's, not this module's.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { mountCartBadge } from '../../src/cart/badge.ts';

/** Mounts every template cart link on the page. */
export function start(context: PageModuleContext): ModuleCleanup {
  const cleanups = context.elements
    .filter((element): element is HTMLElement => element instanceof HTMLElement && !element.closest('[data-block]'))
    .map((element) => mountCartBadge(element, context.bus));
  return () => cleanups.forEach((cleanup) => cleanup());
}
