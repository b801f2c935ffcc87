/**
 * The second line of a cart failure (docs/behaviour/commerce.md#commerce): 'Please
 * check your internet connection.' when the server could not be reached,
 * else 'Please try again.'. One place, so the product block, the product
 * page and the cart page say the same.
 */
import { t } from '../catalogue/index.ts';
import { CART_TEXT } from '../catalogue/en/cart.ts';
import { CartCallError } from './call.ts';

/** What to do about `error`, in the active language. */
export const cartFailureDetail = (error: unknown): string =>
  t(CART_TEXT, error instanceof CartCallError && error.kind === 'network' ? 'checkConnection' : 'pleaseTryAgain');
