/**
 * Checkout redirects (behaviour/commerce.md#checkout). Inside the editing
 * frame they navigate the top window. The cart's checkout needs the cart
 * cookie: without it the alert 'Either your session has expired or you do
 * not have cookies enabled. We cannot continue to checkout.' shows and
 * nothing navigates.
 *
 * Only the cart's checkout checks the cookie: the subscription checkout
 * names its cart by token, and a donation or a gift card starts a checkout
 * of its own, which a first-time visitor (with no cart yet) must be able to
 * reach.
 */
import { readCookie } from '../cookies.ts';
import { holdLayer } from '../layers/stack.ts';
import { openHeld } from '../layers/open-held.ts';
import { navigate } from '../editing-frame.ts';
import { cartCheckoutUrl, donateCheckoutUrl, giftCardCheckoutUrl, subscribeCheckoutUrl, type GiftCardCheckout } from './routes.ts';
import { fail } from '../log.ts';

/** The cart cookie the platform sets when a cart exists. */
export const CART_COOKIE = 'CART';

/** Whether this visitor has a cart cookie. */
export function hasCartCookie(doc: Document = document): boolean {
  return !!readCookie(CART_COOKIE, doc);
}

/** Shows the no-cart alert in the active language (the dialog and its text load on demand). Never throws. */
export async function alertNoCart(): Promise<void> {
  // Held from now: an Escape before the dialogs' chunk arrives cancels the alert.
  const release = holdLayer('alert');
  try {
    const alert = await openHeld(
      release,
      () => Promise.all([import('../chrome/dialog/module.ts'), import('./no-cart-text.ts')]),
      ([{ alertDialog }, { noCartText }]) => alertDialog(noCartText()),
    );
    await alert.destroyed;
  } catch (error) {
    fail('could not show the checkout alert:', error);
  }
}

/** Goes to the cart's checkout; resolves false (after the alert) when there is no cart cookie. */
export async function gotoCheckout(): Promise<boolean> {
  if (!hasCartCookie()) {
    void alertNoCart();
    return false;
  }
  navigate(cartCheckoutUrl());
  return true;
}

/** Goes to a subscription's checkout. */
export async function gotoSubscribeCheckout(cartToken: string): Promise<boolean> {
  if (!cartToken) return missing('cartToken');
  navigate(subscribeCheckoutUrl(cartToken));
  return true;
}

/** Goes to a donation's checkout. */
export async function gotoDonateCheckout(donatePageId: string): Promise<boolean> {
  if (!donatePageId) return missing('donatePageId');
  navigate(donateCheckoutUrl(donatePageId));
  return true;
}

/** Goes to a gift card's checkout. */
export async function gotoGiftCardCheckout(target: GiftCardCheckout): Promise<boolean> {
  if (!target.websiteId) return missing('websiteId');
  if (!target.giftCardProductId) return missing('giftCardProductId');
  navigate(giftCardCheckoutUrl(target));
  return true;
}

function missing(field: string): false {
  fail(`checkout: "${field}" is missing, so nothing navigates`);
  return false;
}
