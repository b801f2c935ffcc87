/** One purchasable variant as the product page's `data-product-json` lists it. */
export interface ProductVariant {
  /** Option name → chosen value (`{ Size: 'M' }`). */
  options: Record<string, string>;
  /** Minor units. */
  price: number;
  salePrice?: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  /** What the cart is sent; '' when the page gives none. */
  sku: string;
}

/**
 * The variants of `data-product-json` (`variants[]` with `optionValues[{
 * optionName, value }]`, `priceMoney`-free minor-unit `price`, `salePrice`,
 * `onSale`, `qtyInStock`, `unlimited`, `sku`); entries that are not objects or
 * lack a numeric price are skipped. Option maps are null-prototype: the
 * names are page input.
 *
 * @throws an Error naming the field when the JSON or the list is unusable
 */
export function productVariants(json: string | null): ProductVariant[] {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '');
  } catch {
    throw new Error('data-product-json is not JSON');
  }
  const list = value && typeof value === 'object' ? (value as { variants?: unknown }).variants : undefined;
  if (!Array.isArray(list)) throw new Error('field "variants": expected a list');
  return list.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const v = entry as Record<string, unknown>;
    if (typeof v.price !== 'number' || !Number.isFinite(v.price)) return [];
    const options: Record<string, string> = Object.create(null);
    for (const option of Array.isArray(v.optionValues) ? v.optionValues : []) {
      const { optionName, value: chosen } = (option ?? {}) as { optionName?: unknown; value?: unknown };
      if (typeof optionName === 'string' && typeof chosen === 'string') options[optionName] = chosen;
    }
    return [
      {
        options,
        price: v.price,
        salePrice: typeof v.salePrice === 'number' ? v.salePrice : undefined,
        onSale: v.onSale === true,
        qtyInStock: typeof v.qtyInStock === 'number' ? v.qtyInStock : 0,
        unlimited: v.unlimited === true,
        sku: typeof v.sku === 'string' ? v.sku : '',
      },
    ];
  });
}

/** The variant matching every chosen option, or undefined while a choice is missing or matches none. */
export function chosenVariant(variants: ProductVariant[], chosen: Record<string, string>): ProductVariant | undefined {
  const names = Object.keys(chosen);
  if (names.some((name) => !chosen[name])) return undefined;
  return variants.find((variant) => names.every((name) => variant.options[name] === chosen[name]));
}

/** The product's id in `data-product-json` (`id`), or '' when it has none (the page then cannot add to the cart). */
export function productId(json: string | null): string {
  try {
    const value: unknown = JSON.parse(json ?? '');
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}
