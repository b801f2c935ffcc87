/**
 * Text highlight shapes (docs/behaviour/vocabulary.md#vocabulary: "twelve shapes"), in the documented order.
 */
const TEXT_HIGHLIGHT_SHAPES = [
  'circle',
  'cross',
  'enclose',
  'jagged',
  'marker',
  'scribble',
  'strike',
  'strikeDiagonal',
  'underline',
  'underlineCurve',
  'underlineDouble',
  'wave',
] as const;

/** One text highlight shape. */
export type TextHighlightShape = (typeof TEXT_HIGHLIGHT_SHAPES)[number];

/** Text highlight animations (docs/behaviour/vocabulary.md#vocabulary: "animations draw, fade, fadeScale"). */
export const TEXT_HIGHLIGHT_ANIMATIONS = ['draw', 'fade', 'fadeScale'] as const;

/**
 * Text highlight defaults (behaviour/vocabulary.md#vocabulary: duration 0.75, thickness
 * 0.06em, shape wave, initial animation delay 250 ms, global-animation watch
 * stops after 2 seconds).
 */
export const TEXT_HIGHLIGHT_DEFAULTS = {
  duration: 0.75,
  thickness: '0.06em',
  shape: 'wave',
  initialDelayMs: 250,
  globalAnimationWatchMs: 2000,
} as const satisfies { shape: TextHighlightShape; [key: string]: unknown };
