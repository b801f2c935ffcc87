/*
 * No membership guard here (unlike the other enumerations): the map block checks the
 * style in its schema, and importing `enum-value.ts` would make the map's chunk wait
 * for the shared chunk that file sits in (~7 KB gzip) before its first view.
 */
/** Map block style numbers (behaviour.md#vocabulary, "Map block model"). */
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

/**
 * The style names the map loader uses (behaviour.md#vocabulary, "Map location":
 * "Original, Grayscale, Satellite, MinimalDark, MinimalLight, MinimalBlue"),
 * keyed by the style number of behaviour.md#vocabulary.
 */
export const MAP_STYLE_NAME = {
  1: 'Original',
  2: 'Grayscale',
  3: 'Satellite',
  4: 'MinimalLight',
  5: 'MinimalDark',
  6: 'MinimalBlue',
} as const satisfies Record<MapStyle, string>;

/** One map style name. */
export type MapStyleName = (typeof MAP_STYLE_NAME)[MapStyle];

/**
 * The human labels of behaviour.md#vocabulary ("1 Original, 2 Grayscale, 3 Satellite,
 * 4 Minimal Light, 5 Minimal Dark, 6 Minimal Blue").
 */
export const MAP_STYLE_LABEL = {
  1: 'Original',
  2: 'Grayscale',
  3: 'Satellite',
  4: 'Minimal Light',
  5: 'Minimal Dark',
  6: 'Minimal Blue',
} as const satisfies Record<MapStyle, string>;
