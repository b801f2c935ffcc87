/**
 * Popup overlay display values, read from the settings' `style` as the
 * platform writes it (docs/behaviour/popup-overlay.md#popup-overlay): 1 none (the
 * overlay is suppressed), 2 show. Any other value shows nothing, with one
 * warning.
 */
export const POPUP_OVERLAY_STYLE = {
  NONE: 1,
  SHOW: 2,
} as const;

/**
 * `displayFrequency` value meaning "never show again once closed" (docs/behaviour/vocabulary.md#vocabulary: "a popup display frequency of -1 means once").
 */
export const POPUP_DISPLAY_FREQUENCY_ONCE = -1;
