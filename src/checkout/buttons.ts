/**
 * Checkout buttons in page markup: `data-checkout="cart"`,
 * `"subscribe"` (with `data-cart-token`), `"donate"` (with
 * `data-donate-page-id`) or `"giftcard"` (with `data-website-id`,
 * `data-gift-card-product-id` and optionally `data-sku`).
 */
import { gotoCheckout, gotoDonateCheckout, gotoGiftCardCheckout, gotoSubscribeCheckout } from './redirect.ts';
import { fail, warn } from '../log.ts';

/** Starts the checkout a `[data-checkout]` element names. */
export function checkoutFrom(element: Element): Promise<boolean> {
  const data = (name: string): string => element.getAttribute(`data-${name}`) ?? '';
  switch (data('checkout')) {
    case 'cart':
      return gotoCheckout();
    case 'subscribe':
      return gotoSubscribeCheckout(data('cart-token'));
    case 'donate':
      return gotoDonateCheckout(data('donate-page-id'));
    case 'giftcard':
      return gotoGiftCardCheckout({
        websiteId: data('website-id'),
        giftCardProductId: data('gift-card-product-id'),
        sku: data('sku') || undefined,
      });
    default:
      warn(`unknown checkout "${data('checkout')}"`);
      return Promise.resolve(false);
  }
}

/** Handles clicks on `[data-checkout]` under `root`; returns the function that stops. */
export function mountCheckoutButtons(root: Document | HTMLElement = document): () => void {
  const onClick = (event: Event): void => {
    const button = (event.target as Element | null)?.closest?.('[data-checkout]');
    if (!button) return;
    event.preventDefault();
    checkoutFrom(button).catch((error: unknown) => fail('checkout failed:', error));
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
