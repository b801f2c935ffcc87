/**
 * Site badge types (docs/behaviour/vocabulary.md#vocabulary: "Badge types: none 1, black 2, white 3"); the
 * badge is hidden for NONE (or a missing type).
 */
export const BADGE_TYPE = {
  NONE: 1,
  BLACK: 2,
  WHITE: 3,
} as const;
