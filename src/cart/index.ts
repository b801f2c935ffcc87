/**
 * The shopping cart model (docs/behaviour.md#commerce): the page's one
 * cart, its field table and validators, and its sync with the server.
 */
export { Cart, getCart } from './cart.ts';
export { CART_FIELD_KINDS, defaultCartData } from './fields.ts';
export type { CartData, CartFieldKind, CartFieldName, MoneyValue } from './fields.ts';
export { cartFieldProblem, isCartFieldName, isValidCartField } from './validators.ts';
export { CartCallError, addToCart, syncCart } from './sync.ts';
export type { CartEntryRequest } from './sync.ts';
export { QA_CART_ENTRIES_PATH, QA_CART_PATH } from './endpoints.ts';
