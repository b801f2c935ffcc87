/**
 * Mobile information bar styles (docs/behaviour/vocabulary.md#vocabulary: "Information bar styles: none 1,
 * light 2, dark 3"); the bar shows only for a style other than NONE.
 */
export const INFO_BAR_STYLE = {
  NONE: 1,
  LIGHT: 2,
  DARK: 3,
} as const;
