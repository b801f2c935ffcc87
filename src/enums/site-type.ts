/**
 * Site type ids (docs/behaviour/vocabulary.md#vocabulary: "classic 1, cover page 2, parking page 3,
 * commerce 4, enterprise 5").
 */
export const SITE_TYPE = {
  CLASSIC: 1,
  COVER_PAGE: 2,
  PARKING_PAGE: 3,
  COMMERCE: 4,
  ENTERPRISE: 5,
} as const;
