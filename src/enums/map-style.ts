/** Map block style numbers (docs/behaviour/vocabulary.md#vocabulary: "Map styles"). */
export const MAP_STYLE = {
  ORIGINAL: 1,
  GRAYSCALE: 2,
  SATELLITE: 3,
  MINIMAL_LIGHT: 4,
  MINIMAL_DARK: 5,
  MINIMAL_BLUE: 6,
} as const;

/** One map style number. */
export type MapStyle = (typeof MAP_STYLE)[keyof typeof MAP_STYLE];
