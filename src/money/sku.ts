/** Longest SKU a product variant may have (behaviour.md#vocabulary: 60). */
export const MAX_SKU_LENGTH = 60;

/** Highest product price in minor units (behaviour.md#vocabulary: 100000000). */
export const MAX_PRODUCT_PRICE = 100_000_000;
