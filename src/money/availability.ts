import type { PRODUCT_TYPE, ProductType } from '../enums/product-type.ts';

// The product page has no room for the product type table (behaviour/vocabulary.md#reachable-vocabulary):
// the literal is written here, and its type holds it equal to the table's entry.
const DIGITAL: (typeof PRODUCT_TYPE)['DIGITAL'] = 'DIGITAL';

/** The stock and sale fields of one product variant (behaviour/vocabulary.md#vocabulary). */
export interface ProductVariantStock {
  readonly qtyInStock?: number;
  readonly unlimited?: boolean;
  readonly onSale?: boolean;
}

/**
 * The fields of a product that decide its availability (docs/behaviour/vocabulary.md#vocabulary:
 * "sold out when no variant is unlimited or in stock, digital never sold out"): physical, service and gift card products
 * have variants; a digital product has its own `onSale`.
 */
export interface ProductAvailabilityFields {
  readonly productType: ProductType;
  readonly variants?: readonly ProductVariantStock[];
  /** Digital products only. */
  readonly onSale?: boolean;
}

/**
 * Whether a product is sold out: no variant is unlimited and none has stock
 * above 0. Digital products are never sold out (behaviour/vocabulary.md#vocabulary).
 */
export function isSoldOut(product: ProductAvailabilityFields): boolean {
  if (product.productType === DIGITAL) return false;
  return !(product.variants ?? []).some((variant) => variant.unlimited === true || (variant.qtyInStock ?? 0) > 0);
}

/**
 * Whether a product is on sale: any variant is on sale, or the digital
 * product itself is (behaviour/vocabulary.md#vocabulary).
 */
export function isOnSale(product: ProductAvailabilityFields): boolean {
  if ((product.variants ?? []).some((variant) => variant.onSale === true)) return true;
  return product.productType === DIGITAL && product.onSale === true;
}
