/**
 * The cart page module (docs/behaviour/commerce.md#cart-page), loaded on the cart page
 * type (200, `trigger.json`): it wires the page's checkout buttons
 * (`[data-checkout]`), so the cart's Checkout goes through the cart-cookie
 * check, and draws the full-page cart into the page's cart root when it has one.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { mountCheckoutButtons } from '../../src/checkout/buttons.ts';
import { CART_ROOT_SELECTOR, mountCartPage } from '../../src/cart-page/mount.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** Starts the cart page; returns the function that stops it. */
export function start({ bus }: PageModuleContext): ModuleCleanup {
  ownDoc.documentElement.setAttribute('data-page-module', 'cart');
  const unbind = mountCheckoutButtons(document);
  // The document's own method: a named element in the page may shadow it.
  const root = ownDoc.querySelector(CART_ROOT_SELECTOR) as HTMLElement | null;
  const unmount = root ? mountCartPage(root, bus) : undefined;
  return () => {
    unbind();
    unmount?.();
  };
}
