/**
 * The product's variants as the visitor chooses among them
 * (docs/behaviour/commerce.md#commerce): the options their values span, the variant
 * a choice names, and the stock and price each variant has. A digital
 * product has no variants; it is treated as one variant of unlimited stock
 * with its own prices.
 */
import type { ProductData, ProductVariant } from './data.ts';

/** The variants a product sells: its own, or the digital product's single one. */
export function sellableVariants(product: ProductData): ProductVariant[] {
  if (product.productType !== 'DIGITAL') return product.variants;
  // The fields a digital product has no use for (sku, weight, dimensions) are absent, as unset ones read.
  return [
    {
      price: product.priceCents ?? 0,
      salePrice: product.salePriceCents,
      onSale: product.onSale,
      qtyInStock: 0,
      unlimited: true,
      optionValues: [],
    } as Partial<ProductVariant> as ProductVariant,
  ];
}

/** Each option's name and its values, in the order the variants first give them. A Map: names are page input. */
export function optionsOf(variants: readonly ProductVariant[]): Map<string, string[]> {
  const options = new Map<string, string[]>();
  if (variants.length < 2) return options;
  for (const variant of variants) {
    for (const { optionName, value } of variant.optionValues) {
      const values = options.get(optionName) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(optionName, values);
    }
  }
  return options;
}

/**
 * The variant a choice names: the only variant, or the one whose option
 * values all match `chosen` (option name → value). `undefined` while the
 * choice is incomplete or names no variant.
 */
export function chosenVariant(variants: readonly ProductVariant[], chosen: ReadonlyMap<string, string>): ProductVariant | undefined {
  if (variants.length === 1) return variants[0];
  return variants.find((variant) => variant.optionValues.length > 0 && variant.optionValues.every(({ optionName, value }) => chosen.get(optionName) === value));
}

/** Units of a variant the visitor may add: Infinity when unlimited. */
export const variantStock = (variant: ProductVariant): number => (variant.unlimited ? Infinity : Math.max(0, variant.qtyInStock));

/** What a variant costs now: its sale price while on sale, else its price. */
export const currentPrice = (variant: ProductVariant): number => (variant.onSale && variant.salePrice !== undefined ? variant.salePrice : variant.price);
