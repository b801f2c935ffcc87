/**
 * The text highlight block's data declaration (docs/behaviour/content-blocks.md#content-blocks:
 * "text highlight"; docs/behaviour/blocks.md#block-data-declaration): the
 * one statement of its settings, from which the widget reads them,
 * `site-runtime check` reports and docs/block-schemas.md is written. The
 * marks are the markup, so no value refuses the block.
 */
import type { Field, Values } from '../../src/block-data/field.ts';
import { bool, invalid, make, num, oneOf, text } from '../../src/block-data/fields.ts';
import type { TEXT_HIGHLIGHT_DEFAULTS } from '../../src/enums/text-highlight.ts';
import { HIGHLIGHT_SHAPE_NAMES } from './shapes.ts';
import { HIGHLIGHT_ANIMATIONS, HIGHLIGHT_BLENDS, HIGHLIGHT_DIRECTIONS, HIGHLIGHT_LINECAPS, HIGHLIGHT_THICKNESS } from './settings-values.ts';

/**
 * The shared defaults, checked by type: each default below must equal the
 * shared one, while the chunk carries only the literals, not the shared object.
 */
type Defaults = typeof TEXT_HIGHLIGHT_DEFAULTS;

/** One line for the block-schema reference. */
export const summary =
  'Text highlight (data-block only): every `mark` in the block is drawn over with one of 12 SVG shapes when it scrolls into view (the documented settings and defaults: wave, 0.75 s, 0.06em).';

/** A stroke width: a number in em or px. */
const thickness = make(
  'a number in em or px ("0.06em", "2px")',
  { default: '0.06em' satisfies Defaults['thickness'], description: 'Stroke width in em or px.' },
  (value) => (typeof value === 'string' && HIGHLIGHT_THICKNESS.test(value) ? value : invalid('expected a number in em or px', value)),
) as Field<string>;

/** Seconds, above 0 (a duration of 0 is no animation: `isAnimationEnabled` says that). */
const duration = make(
  'a number above 0',
  { default: 0.75 satisfies Defaults['duration'], description: 'Seconds; each line takes 20–100% of it by its length.' },
  (value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : invalid('expected a number above 0', value);
  },
) as Field<number>;

/** The text highlight settings, with their defaults. */
export const fields = {
  shape: oneOf(HIGHLIGHT_SHAPE_NAMES, { default: 'wave' satisfies Defaults['shape'], description: `One of ${HIGHLIGHT_SHAPE_NAMES.join(', ')}.` }),
  color: text({ default: 'currentColor', description: 'A CSS colour (default the text colour).' }),
  thickness,
  linecap: oneOf(HIGHLIGHT_LINECAPS, { default: 'round', description: 'How the stroke ends.' }),
  blend: oneOf(HIGHLIGHT_BLENDS, { default: 'normal', description: 'CSS blend mode with the text.' }),
  opacity: num({ min: 0, max: 1, default: 1, description: "The stroke's opacity." }),
  animation: oneOf(HIGHLIGHT_ANIMATIONS, { default: 'draw', description: 'How a highlight appears.' }),
  direction: oneOf(HIGHLIGHT_DIRECTIONS, { default: 'ltr', description: 'Which end a draw starts from.' }),
  duration,
  isAnimationEnabled: bool({ default: true, description: 'false: drawn at once (as under reduced motion).' }),
};

/** The settings as read. */
export type HighlightSettings = Values<typeof fields>;
