import type { TextHighlightShape } from '../../src/enums/text-highlight.ts';

/**
 * The twelve highlight shapes (docs/behaviour/content-blocks.md#content-blocks), each an
 * SVG path in a 100 × 100 box laid over one line of the highlighted text
 * (x across its width, y down its height; some reach past the box).
 */
export const HIGHLIGHT_SHAPES = {
  circle: 'M52 -6C86 -6 105 20 104 50C103 84 72 107 46 106C14 105 -5 80 -4 48C-3 16 24 -7 60 -3',
  cross: 'M0 5L100 95M100 5L0 95',
  enclose: 'M-3 -6L103 -6L103 106L-3 106Z',
  jagged: 'M0 98L10 88L20 98L30 88L40 98L50 88L60 98L70 88L80 98L90 88L100 98',
  marker: 'M0 60L100 60',
  scribble: 'M0 82C15 62 30 102 48 80S80 62 100 82M4 94C30 74 62 108 96 90',
  strike: 'M0 55L100 55',
  strikeDiagonal: 'M0 92L100 12',
  underline: 'M0 100L100 100',
  underlineCurve: 'M0 96Q50 112 100 96',
  underlineDouble: 'M0 96L100 96M0 108L100 108',
  wave: 'M0 100Q12.5 90 25 100T50 100T75 100T100 100',
} as const satisfies Record<TextHighlightShape, string>;

/**
 * The shape names, in the documented order: the shared enumeration's, which the
 * `satisfies` above holds this table to (one path per name, no other), without
 * shipping that list a second time.
 */
export const HIGHLIGHT_SHAPE_NAMES = Object.keys(HIGHLIGHT_SHAPES) as [TextHighlightShape, ...TextHighlightShape[]];
