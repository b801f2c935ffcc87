import { isEnumValue } from './enum-value.ts';

/**
 * Block variant ids (behaviour.md#vocabulary: "Block variant ids 1000 to 1019: gallery
 * slideshow, carousel, grid, stack; summary wall, carousel, list, grid;
 * charts bar, line, pie; image inline, poster, card, overlap, collage, stack;
 * two reservation variants").
 *
 * The specification (behaviour.md#vocabulary) names 19 variants for a range of 20 ids and does not number them
 * one by one. They are numbered here in the documented order from 1000, so the
 * reservation variants are 1017 and 1018; 1019 is left unnamed rather than
 * invented. If the platform's real numbering differs, only this table moves.
 */
export const BLOCK_VARIANT = {
  GALLERY_SLIDESHOW: 1000,
  GALLERY_CAROUSEL: 1001,
  GALLERY_GRID: 1002,
  GALLERY_STACK: 1003,
  SUMMARY_WALL: 1004,
  SUMMARY_CAROUSEL: 1005,
  SUMMARY_LIST: 1006,
  SUMMARY_GRID: 1007,
  CHART_BAR: 1008,
  CHART_LINE: 1009,
  CHART_PIE: 1010,
  IMAGE_INLINE: 1011,
  IMAGE_POSTER: 1012,
  IMAGE_CARD: 1013,
  IMAGE_OVERLAP: 1014,
  IMAGE_COLLAGE: 1015,
  IMAGE_STACK: 1016,
  RESERVATION_1: 1017,
  RESERVATION_2: 1018,
} as const;

/** One block variant id. */
export type BlockVariant = (typeof BLOCK_VARIANT)[keyof typeof BLOCK_VARIANT];

/** The first and last ids of the block variant range the specification (behaviour.md#vocabulary) reserves. */
export const BLOCK_VARIANT_RANGE = { FIRST: 1000, LAST: 1019 } as const;

/** Whether a value is a named block variant id. */
export function isBlockVariant(value: unknown): value is BlockVariant {
  return isEnumValue(BLOCK_VARIANT, value);
}
