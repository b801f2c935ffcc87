/**
 * The marquee block's data declaration (docs/behaviour/content-blocks.md#content-blocks:
 * "marquee (70)"; docs/behaviour/blocks.md#block-data-declaration): the one
 * statement of its props, from which the widget reads them, `site-runtime
 * check` reports and docs/block-schemas.md is written. A marquee with no
 * readable items is an empty strip, not a broken block, so no value refuses
 * it; an item without text is left out.
 */
import type { Values } from '../../src/block-data/field.ts';
import { bool, num, oneOf, text } from '../../src/block-data/fields.ts';
import { list } from '../../src/block-data/list.ts';
import { object } from '../../src/block-data/object.ts';
import { MARQUEE_DIRECTIONS } from './directions.ts';

/** Where the widget finds its data (the platform's props script), so `site-runtime check` reads the same. */
export { readMarqueeProps as dataOf } from './props.ts';

/** One line for the block-schema reference. */
export const summary =
  'The marquee block (70): its props are JSON in a child `script.Marquee-props` (the documented names and defaults); text scrolls along an SVG wave while visible and motion is allowed.';

/** The marquee props, with the documented defaults. */
export const fields = {
  marqueeItems: list(object({ text: text({ required: true, description: "The item's text." }) }, { required: true, description: 'One item.' }), {
    default: [],
    description: 'The items, each `{ text }`, shown in order and repeated; an item without text is left out.',
  }),
  animationDirection: oneOf(MARQUEE_DIRECTIONS, { default: 'left', description: 'Which way the text moves.' }),
  animationSpeed: num({ min: 0, default: 1, description: 'Speed factor (1: 60 px a second).' }),
  waveFrequency: num({ default: 1, description: '0–1: the wave length, 1000 px at 0 to 250 px at 1.' }),
  waveIntensity: num({ default: 0, description: '0–1: the wave height as a share of the font size (0, a straight line).' }),
  pausedOnHover: bool({ default: false, description: 'Stop while the pointer is over the block.' }),
};

/** The marquee props as read. */
export type MarqueeProps = Values<typeof fields>;
