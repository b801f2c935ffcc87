/**
 * The cart page type (200) loads the cart page bundle (behaviour.md#page-modules).
 * It wires the page's checkout buttons (`[data-checkout]`), so the cart's
 * Checkout goes through the cart-cookie check, and draws the full-page cart
 * into the page's cart root when it has one (docs/behaviour.md#cart-page).
 */
import { bindCheckoutButtons } from '../checkout/buttons.ts';
import type { SiteRuntime } from '../runtime-api.ts';
import { CART_ROOT_SELECTOR, mountCartPage } from '../cart-page/mount.ts';
import { ownDocument } from '../dom/own-document.ts';
import { ownDoc } from '../dom/doc.ts';

/** Starts the cart page; returns the function that stops it. */
export function start(runtime: SiteRuntime): () => void {
  ownDoc.documentElement.setAttribute('data-page-module', 'cart');
  const unbind = bindCheckoutButtons(document);
  // The document's own method: a named element in the page may shadow it.
  const root = ownDocument('querySelector', document).call(document, CART_ROOT_SELECTOR) as HTMLElement | null;
  const unmount = root ? mountCartPage(root, runtime.bus) : undefined;
  return () => {
    unbind();
    unmount?.();
  };
}
