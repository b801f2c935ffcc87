/**
 * The shopping cart's fields, their types and defaults
 * (docs/behaviour/commerce.md#commerce): one table that the model, its validators
 * and its defaults all read, so the three cannot drift.
 */
import type { DEFAULT_CURRENCY } from '../money/currencies.ts';

// Written out, not imported: the cart model would otherwise carry the currency table into
// a chunk of its own on the product page (behaviour/vocabulary.md#reachable-vocabulary); the type holds
// it equal to the shared default.
const USD: typeof DEFAULT_CURRENCY = 'USD';

/** A money value: an amount in minor units (cents) and its currency. */
export interface MoneyValue {
  value: number;
  currencyCode: string;
}

/** What kind of value a cart field holds. */
export type CartFieldKind = 'string' | 'timestamp' | 'boolean' | 'array' | 'object' | 'number' | 'money';

/** Every field of the cart, by name, with the kind its validator requires. */
export const CART_FIELD_KINDS = {
  id: 'string',
  websiteId: 'string',
  orderId: 'string',
  created: 'timestamp',
  isPurchased: 'boolean',
  entries: 'array',
  shippingOptions: 'array',
  applicableTaxRules: 'array',
  coupons: 'array',
  validCoupons: 'array',
  invalidCoupons: 'array',
  selectedShippingOption: 'object',
  shippingLocation: 'object',
  subtotalCents: 'number',
  taxCents: 'number',
  shippingCostCents: 'number',
  discountCents: 'number',
  grandTotalCents: 'number',
  totalQuantity: 'number',
  subtotalAmount: 'money',
  hasDigital: 'boolean',
  purelyDigital: 'boolean',
  requiresShipping: 'boolean',
} as const satisfies Record<string, CartFieldKind>;

/** A cart field's name. */
export type CartFieldName = keyof typeof CART_FIELD_KINDS;

/** The cart's data: every field with its type. `created` is epoch ms (see `Cart.createdDate`). */
export interface CartData {
  id: string;
  websiteId: string;
  orderId: string;
  created: number | undefined;
  isPurchased: boolean;
  entries: unknown[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  selectedShippingOption: Record<string, unknown>;
  shippingLocation: Record<string, unknown>;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: MoneyValue;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** A fresh cart's data: empty strings and lists, zero amounts in USD, every flag false. */
export function defaultCartData(): CartData {
  return {
    id: '',
    websiteId: '',
    orderId: '',
    created: undefined,
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    selectedShippingOption: {},
    shippingLocation: {},
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    subtotalAmount: { value: 0, currencyCode: USD },
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}
