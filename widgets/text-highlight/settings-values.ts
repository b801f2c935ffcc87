/**
 * The text highlight settings' closed value lists and the thickness pattern
 * (docs/behaviour/content-blocks.md#content-blocks), listed once for the block's
 * declaration (./data.ts).
 */
import type { TEXT_HIGHLIGHT_ANIMATIONS } from '../../src/enums/text-highlight.ts';

/** The animations: the shared list, held to it by type (the chunk carries only these literals). */
export const HIGHLIGHT_ANIMATIONS = ['draw', 'fade', 'fadeScale'] as const satisfies typeof TEXT_HIGHLIGHT_ANIMATIONS;

/** How the stroke ends. */
export const HIGHLIGHT_LINECAPS = ['round', 'butt', 'square'] as const;

/** The CSS blend modes offered. */
export const HIGHLIGHT_BLENDS = ['normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'difference'] as const;

/** Which end a draw starts from. */
export const HIGHLIGHT_DIRECTIONS = ['ltr', 'rtl'] as const;

/** A stroke width: a number in em or px. */
export const HIGHLIGHT_THICKNESS = /^\d+(\.\d+)?(em|px)$/;
