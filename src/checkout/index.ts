/**
 * Checkout redirects: for widgets (the donation block imports this) and,
 * through `SiteRuntime.load('services').then((s) => s.checkout())`, page scripts.
 */
export { CART_COOKIE, alertNoCart, gotoCheckout, gotoDonateCheckout, gotoGiftCardCheckout, gotoSubscribeCheckout, hasCartCookie } from './redirect.ts';
export { CHECKOUT_PATHS, cartCheckoutUrl, donateCheckoutUrl, giftCardCheckoutUrl, subscribeCheckoutUrl } from './routes.ts';
export type { GiftCardCheckout } from './routes.ts';
export { mountCheckoutButtons, checkoutFrom } from './buttons.ts';
