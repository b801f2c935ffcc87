/**
 * Popup overlay style values (behaviour/vocabulary.md#vocabulary: "Style none 1"). Only
 * NONE is numbered by the specification (behaviour/vocabulary.md#vocabulary); the overlay is suppressed for it.
 */
export const POPUP_OVERLAY_STYLE = {
  NONE: 1,
} as const;

/**
 * `displayFrequency` value meaning "never show again once closed" (behaviour/vocabulary.md#vocabulary: "-1 means never show again", "Popup frequency -1 means once").
 */
export const POPUP_DISPLAY_FREQUENCY_ONCE = -1;
