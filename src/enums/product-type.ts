import { isEnumValue } from './enum-value.ts';

/**
 * Product type names, as structured content (`structuredContent.productType`)
 * spells them (behaviour/vocabulary.md#vocabulary, "Product").
 */
export const PRODUCT_TYPE = {
  PHYSICAL: 'PHYSICAL',
  SERVICE: 'SERVICE',
  DIGITAL: 'DIGITAL',
  GIFT_CARD: 'GIFT_CARD',
} as const;

/** One product type name. */
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

/** Whether a value is a known product type name. */
export function isProductType(value: unknown): value is ProductType {
  return isEnumValue(PRODUCT_TYPE, value);
}
