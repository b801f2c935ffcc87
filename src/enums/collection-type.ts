import { isEnumValue } from './enum-value.ts';

/**
 * Collection types by number (behaviour.md#vocabulary). The specification (behaviour.md#vocabulary) names these
 * and says "others" exist without numbering them; only the named ones are
 * listed so no number is invented.
 */
export const COLLECTION_TYPE = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  SPLASH_PAGE: 8,
  PAGE: 10,
  PRODUCTS: 13,
  PORTFOLIO: 23,
  LESSONS: 24,
} as const;

/** One collection type number. */
export type CollectionType = (typeof COLLECTION_TYPE)[keyof typeof COLLECTION_TYPE];

/** Whether a value is a known collection type number. */
export function isCollectionType(value: unknown): value is CollectionType {
  return isEnumValue(COLLECTION_TYPE, value);
}
