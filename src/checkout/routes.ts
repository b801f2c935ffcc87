/**
 * The checkout routes (behaviour/commerce.md#checkout), built with their query
 * parameters encoded.
 */

/** The four checkout destinations. */
export const CHECKOUT_PATHS = {
  cart: '/commerce/goto-checkout',
  subscribe: '/checkout/subscribe',
  donate: '/checkout/donate',
  giftcard: '/checkout/giftcard',
} as const;

function build(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** `/commerce/goto-checkout`: the cart's checkout. */
export const cartCheckoutUrl = (): string => CHECKOUT_PATHS.cart;
/** `/checkout/subscribe?cartToken=…`: a subscription's checkout. */
export const subscribeCheckoutUrl = (cartToken: string): string => build(CHECKOUT_PATHS.subscribe, { cartToken });
/** `/checkout/donate?donatePageId=…`: a donation's checkout. */
export const donateCheckoutUrl = (donatePageId: string): string => build(CHECKOUT_PATHS.donate, { donatePageId });

/** What the gift-card checkout needs; `sku` is optional. */
export interface GiftCardCheckout {
  websiteId: string;
  giftCardProductId: string;
  sku?: string | undefined;
}

/** `/checkout/giftcard?websiteId=…&giftCardProductId=…&sku=…` (sku left out when absent). */
export const giftCardCheckoutUrl = ({ websiteId, giftCardProductId, sku }: GiftCardCheckout): string =>
  build(CHECKOUT_PATHS.giftcard, { websiteId, giftCardProductId, sku });
