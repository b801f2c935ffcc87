/** Longest tag (behaviour.md#vocabulary: 50). */
export const MAX_TAG_LENGTH = 50;

/** Longest category (behaviour.md#vocabulary: 25). */
export const MAX_CATEGORY_LENGTH = 25;

/** Whether a tag is acceptable: non-empty and at most 50 characters. */
export function isValidTag(tag: string): boolean {
  return tag.length > 0 && tag.length <= MAX_TAG_LENGTH;
}

/** Whether a category is acceptable: non-empty and at most 25 characters. */
export function isValidCategory(category: string): boolean {
  return category.length > 0 && category.length <= MAX_CATEGORY_LENGTH;
}

/**
 * The highest count a cart badge shows as a number; more shows '100+'
 * (behaviour.md#vocabulary). Its own export so the cart badge's chunk carries
 * this number and none of the editor limits below.
 */
export const CART_BADGE_CAP = 100;

/**
 * Editor and commerce limits named by behaviour.md#vocabulary. Kept beside the length
 * rules because they are the same kind of thing: caps the editor enforces.
 */
export const EDITOR_LIMITS = {
  BLOCKS_PER_LAYOUT: 60,
  TRACKS_PER_ALBUM: 60,
  ITEMS_PER_USER_ORDERABLE_COLLECTION: 250,
  PRODUCTS_PER_COLLECTION: 200,
  NESTED_CATEGORIES: 10000,
  SMUGMUG_GALLERIES: 20,
  SMUGMUG_GALLERY_SIZE: 50,
  DEFAULT_SLIDER_ASPECT_RATIO: 50,
  LAYOUT_GRID_COLUMNS: 12,
  /** The cart badge count shows '100+' above this. */
  CART_BADGE_CAP,
} as const;
