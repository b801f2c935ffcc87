/** Highest product price in minor units (behaviour/vocabulary.md#vocabulary: 100000000). */
export const MAX_PRODUCT_PRICE = 100_000_000;
