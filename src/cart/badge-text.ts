/**
 * What the cart badge shows and says for a quantity (docs/behaviour/commerce.md#commerce):
 * the count capped at 100 ('100+' above it) and the live-region sentence.
 */
import { t } from '../catalogue/index.ts';
import { CART_TEXT } from '../catalogue/en/cart.ts';
import { CART_BADGE_CAP } from '../validate/lengths.ts';

/** The badge's count text: the quantity, or '100+' above the cap. */
export function badgeCount(quantity: number): string {
  return quantity > CART_BADGE_CAP ? t(CART_TEXT, 'badgeCapped') : String(quantity);
}

/** The badge's announcement: 'One item in cart', '{n} items in cart', or 'More than 100 items in cart'. */
export function badgeAnnouncement(quantity: number): string {
  if (quantity === 1) return t(CART_TEXT, 'badgeOneItem');
  if (quantity > CART_BADGE_CAP) return t(CART_TEXT, 'badgeMoreThan100');
  return t(CART_TEXT, 'badgeItems', { n: quantity });
}
