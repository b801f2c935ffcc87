/** Longest SKU a product variant may have (behaviour.md#vocabulary: 60). */
export const MAX_SKU_LENGTH = 60;

/** Highest product price in minor units (behaviour.md#vocabulary: 100000000). */
export const MAX_PRODUCT_PRICE = 100_000_000;

/** Prefix of generated SKUs (behaviour.md#vocabulary: 'SQ'). */
export const SKU_PREFIX = 'SQ';

/** Number of random digits after the prefix (behaviour.md#vocabulary: 7). */
export const SKU_RANDOM_DIGITS = 7;

/**
 * A generated SKU: 'SQ' followed by 7 random digits (behaviour.md#vocabulary). Leading
 * zeros are kept so every SKU has the same length.
 *
 * @param random a source of numbers in [0, 1); injectable for tests.
 */
export function generateSku(random: () => number = Math.random): string {
  let digits = '';
  for (let i = 0; i < SKU_RANDOM_DIGITS; i += 1) {
    digits += String(Math.min(9, Math.floor(random() * 10)));
  }
  return SKU_PREFIX + digits;
}

/** Whether a SKU is acceptable: non-empty and at most 60 characters. */
export function isValidSku(sku: string): boolean {
  return sku.length > 0 && sku.length <= MAX_SKU_LENGTH;
}

/**
 * Whether a price in minor units is acceptable: a whole number from 0 to
 * 100000000 inclusive.
 */
export function isValidProductPrice(minorUnits: number): boolean {
  return Number.isInteger(minorUnits) && minorUnits >= 0 && minorUnits <= MAX_PRODUCT_PRICE;
}
