/**
 * The variants of a 7.1 product page (docs/behaviour/commerce.md#product-controllers):
 * the `data-variants` JSON of its `ProductItemVariants` element, read into
 * the same {@link ProductVariant} the product item module uses. Each entry:
 * `attributes` (option name → value), `sku`, `price` in minor units (or
 * `priceMoney.value`, a decimal string), `salePrice` / `salePriceMoney`,
 * `onSale`, and its stock as `stock: { unlimited, quantity }` (or the older
 * `unlimited` / `qtyInStock`). Entries that are not objects or have no
 * price are skipped; option maps are null-prototype (the names are page input).
 */
import type { ProductVariant } from './variants.ts';

type Entry = Record<string, unknown>;

/** Minor units from a number of minor units, or from `{ value: "48.00" }` (a money value in major units). */
function minorUnits(amount: unknown, money: unknown): number | undefined {
  if (typeof amount === 'number' && Number.isFinite(amount)) return amount;
  const value = money && typeof money === 'object' ? (money as { value?: unknown }).value : undefined;
  const major = typeof value === 'string' ? Number(value) : value;
  return typeof major === 'number' && Number.isFinite(major) ? Math.round(major * 100) : undefined;
}

/** `stock: { unlimited, quantity }`, else the entry's own `unlimited` / `qtyInStock`. */
function stockOf(entry: Entry): { unlimited: boolean; qtyInStock: number } {
  const stock = (entry.stock && typeof entry.stock === 'object' ? entry.stock : entry) as Entry;
  const quantity = stock.quantity ?? stock.qtyInStock;
  return { unlimited: stock.unlimited === true, qtyInStock: typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : 0 };
}

function readEntry(raw: unknown): ProductVariant[] {
  if (!raw || typeof raw !== 'object') return [];
  const entry = raw as Entry;
  const price = minorUnits(entry.price, entry.priceMoney);
  if (price === undefined) return [];
  const options: Record<string, string> = Object.create(null);
  const attributes = entry.attributes && typeof entry.attributes === 'object' ? (entry.attributes as Entry) : {};
  for (const name of Object.keys(attributes)) if (typeof attributes[name] === 'string') options[name] = attributes[name];
  const salePrice = minorUnits(entry.salePrice, entry.salePriceMoney);
  return [{ options, price, salePrice, onSale: entry.onSale === true, ...stockOf(entry), sku: typeof entry.sku === 'string' ? entry.sku : '' }];
}

/**
 * Reads `data-variants`.
 *
 * @throws an Error naming the attribute when it is not a JSON list
 */
export function variantsOf71(json: string | null): ProductVariant[] {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '');
  } catch {
    throw new Error('data-variants is not JSON');
  }
  if (!Array.isArray(value)) throw new Error('data-variants: expected a list');
  return value.flatMap(readEntry);
}
