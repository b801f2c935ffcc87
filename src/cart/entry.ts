/**
 * One line of the cart as the cart page shows it (docs/behaviour/commerce.md#cart-page),
 * read leniently from the server's `entries[]`: a line without an id or a
 * quantity cannot be changed and is skipped (with a warning); a missing
 * name, image, options or price shows without them.
 */
import { warn } from '../log.ts';

/** A cart line: what it is, what it costs, how many, and how many more the stock allows. */
export interface CartEntry {
  id: string;
  productName: string;
  imageUrl: string | undefined;
  /** `[option name, chosen value]` pairs, in the server's order. */
  options: Array<[string, string]>;
  /** Minor units, or undefined when the server gave none. */
  unitPriceCents: number | undefined;
  quantity: number;
  /** The most this line may hold (Infinity when the stock is unlimited or not given). */
  maxQuantity: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

/** An image path the page may show: same-origin absolute, or http(s). Anything else (`javascript:`, `data:`) is left out. */
const safeImage = (value: unknown): string | undefined => (typeof value === 'string' && /^(\/(?![/\\])|https?:\/\/)/i.test(value) ? value : undefined);

/** Reads the cart's `entries` into lines; entries without an id or a whole quantity are skipped with one warning each. */
export function readCartEntries(entries: readonly unknown[]): CartEntry[] {
  return entries.flatMap((raw, index): CartEntry[] => {
    const entry = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const quantity = count(entry.quantity);
    if (!text(entry.id) || quantity === undefined) {
      warn(`cart entry ${index}: field "${text(entry.id) ? 'quantity' : 'id'}" is missing or invalid; the line is not shown`);
      return [];
    }
    const options = (Array.isArray(entry.variantOptions) ? entry.variantOptions : []).flatMap((option: unknown): Array<[string, string]> => {
      const { optionName, value } = (option && typeof option === 'object' ? option : {}) as Record<string, unknown>;
      return typeof optionName === 'string' && typeof value === 'string' ? [[optionName, value]] : [];
    });
    const stock = count(entry.qtyInStock);
    return [
      {
        id: text(entry.id),
        productName: text(entry.productName),
        imageUrl: safeImage(entry.imageUrl),
        options,
        unitPriceCents: typeof entry.unitPriceCents === 'number' && Number.isFinite(entry.unitPriceCents) ? entry.unitPriceCents : undefined,
        quantity,
        maxQuantity: stock === undefined ? Infinity : Math.max(stock, quantity),
      },
    ];
  });
}
