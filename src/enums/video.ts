/**
 * Video modes (docs/behaviour/vocabulary.md#vocabulary: "Video modes: none, fit, fill"). An empty
 * string is also accepted as "unset" by the validation rule.
 */
export const VIDEO_MODE = {
  NONE: 'none',
  FIT: 'fit',
  FILL: 'fill',
} as const;

/** Video embed types (docs/behaviour/vocabulary.md#vocabulary: "video embed types: iframe, object, invalid"). */
export const VIDEO_TYPE = {
  IFRAME: 'iframe',
  OBJECT: 'object',
  INVALID: 'invalid',
} as const;

/** One video embed type. */
export type VideoType = (typeof VIDEO_TYPE)[keyof typeof VIDEO_TYPE];
