import { isEnumValue } from './enum-value.ts';

/**
 * Product type names, as structured content (`structuredContent.productType`)
 * spells them (behaviour.md#vocabulary, "Product").
 */
export const PRODUCT_TYPE = {
  PHYSICAL: 'PHYSICAL',
  SERVICE: 'SERVICE',
  DIGITAL: 'DIGITAL',
  GIFT_CARD: 'GIFT_CARD',
} as const;

/** One product type name. */
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

/**
 * Numeric product types used elsewhere (behaviour.md#vocabulary: "Numeric product types
 * elsewhere"). Note the numeric order differs from the name list above
 * (digital is 2, service 3), and PAYWALL exists only as a number.
 */
export const PRODUCT_TYPE_NUMBER = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

/** One numeric product type. */
export type ProductTypeNumber = (typeof PRODUCT_TYPE_NUMBER)[keyof typeof PRODUCT_TYPE_NUMBER];

/** Whether a value is a known product type name. */
export function isProductType(value: unknown): value is ProductType {
  return isEnumValue(PRODUCT_TYPE, value);
}

/** Whether a value is a known numeric product type. */
export function isProductTypeNumber(value: unknown): value is ProductTypeNumber {
  return isEnumValue(PRODUCT_TYPE_NUMBER, value);
}

/**
 * The numeric product type for a name. Every name has a number (the names
 * are a subset of the numbers), so this never fails.
 */
export function productTypeNumberOf(type: ProductType): ProductTypeNumber {
  return PRODUCT_TYPE_NUMBER[type];
}
