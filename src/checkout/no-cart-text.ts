/**
 * The no-cart alert's text in the active language. Its own module so that
 * `alertNoCart()` imports it on demand: the catalogue lookup is code the
 * redirects never need. (Importing `t` itself dynamically would keep
 * every export of the catalogue's index in the chunk every reader shares.)
 */
import { t } from '../catalogue/index.ts';
import { CHECKOUT_TEXT } from '../catalogue/en/checkout.ts';

export const noCartText = (): string => t(CHECKOUT_TEXT, 'noCartCookie');
