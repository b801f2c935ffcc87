/**
 * The cart page type (200) loads the cart page bundle (behaviour.md#page-modules). The specification (behaviour.md#page-modules) says nothing more of it; here it wires the page's checkout
 * buttons (`[data-checkout]`), so the cart's Checkout goes through the
 * cart-cookie check.
 */
import { bindCheckoutButtons } from '../checkout/buttons.ts';
import type { SiteRuntime } from '../runtime-api.ts';

/** Starts the cart page; returns the function that stops it. */
export function start(_runtime: SiteRuntime): () => void {
  document.documentElement.setAttribute('data-page-module', 'cart');
  return bindCheckoutButtons(document);
}
