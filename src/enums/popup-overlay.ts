/**
 * Popup overlay style values (docs/behaviour/vocabulary.md#vocabulary: "Popup
 * overlay style none 1"). Only
 * NONE is numbered by the specification (behaviour/vocabulary.md#vocabulary); the overlay is suppressed for it.
 */
export const POPUP_OVERLAY_STYLE = {
  NONE: 1,
} as const;

/**
 * `displayFrequency` value meaning "never show again once closed" (docs/behaviour/vocabulary.md#vocabulary: "a popup display frequency of -1 means once").
 */
export const POPUP_DISPLAY_FREQUENCY_ONCE = -1;
