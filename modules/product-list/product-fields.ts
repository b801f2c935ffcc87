import { isProductType } from '../../src/enums/product-type.ts';
import type { ProductAvailabilityFields, ProductVariantStock } from '../../src/money/availability.ts';

/**
 * A list item's availability fields from its `data-product-json`
 * (HTML-escaped JSON as servers write it: `productType`, `variants[]` with
 * `qtyInStock`, `unlimited`, `onSale`, and a digital product's `onSale`).
 *
 * @throws an Error naming the field at fault
 */
export function productFields(json: string | null): ProductAvailabilityFields {
  if (json === null) throw new Error('no data-product-json');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('data-product-json is not JSON');
  }
  if (!value || typeof value !== 'object') throw new Error('data-product-json is not an object');
  const { productType, variants, onSale } = value as Record<string, unknown>;
  if (!isProductType(productType)) throw new Error(`field "productType": unknown product type ${JSON.stringify(productType)}`);
  if (variants !== undefined && !Array.isArray(variants)) throw new Error('field "variants": expected a list');
  const stock: ProductVariantStock[] = (variants ?? []).map((variant: unknown, index: number) => {
    if (!variant || typeof variant !== 'object') throw new Error(`field "variants.${index}": expected an object`);
    const { qtyInStock, unlimited, onSale: variantOnSale } = variant as Record<string, unknown>;
    if (qtyInStock !== undefined && typeof qtyInStock !== 'number') throw new Error(`field "variants.${index}.qtyInStock": expected a number`);
    return { qtyInStock: qtyInStock as number | undefined, unlimited: unlimited === true, onSale: variantOnSale === true };
  });
  return { productType, variants: stock, onSale: onSale === true };
}
