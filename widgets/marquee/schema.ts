import * as z from 'zod/mini';
import { MARQUEE_DIRECTIONS } from './directions.ts';

/** Where the widget finds its data (the platform's props script), so `site-runtime check` reads the same. */
export { readMarqueeProps as dataOf } from './props.ts';

/** One line for the block-schema reference. */
export const summary =
  'The marquee block (70): its props are JSON in a child `script.Marquee-props` (the documented names and defaults); text scrolls along an SVG wave while visible and motion is allowed.';

/** The marquee props (behaviour.md#widget-contract, "Marquee props"), with the documented defaults. */
export const schema = z.object({
  marqueeItems: z._default(z.array(z.object({ text: z.string() })), []).register(z.globalRegistry, { description: 'The items, each `{ text }`, shown in order and repeated.' }),
  animationDirection: z._default(z.enum(MARQUEE_DIRECTIONS), 'left').register(z.globalRegistry, { description: 'Which way the text moves (default left).' }),
  animationSpeed: z._default(z.number().check(z.nonnegative()), 1).register(z.globalRegistry, { description: 'Speed factor (default 1: 60 px a second).' }),
  waveFrequency: z._default(z.number(), 1).register(z.globalRegistry, { description: '0–1: the wave length, 1000 px at 0 to 250 px at 1 (default 1).' }),
  waveIntensity: z._default(z.number(), 0).register(z.globalRegistry, { description: '0–1: the wave height as a share of the font size (default 0, a straight line).' }),
  pausedOnHover: z._default(z.boolean(), false).register(z.globalRegistry, { description: 'Stop while the pointer is over the block (default false).' }),
});

/** The validated marquee props. */
export type MarqueeProps = z.infer<typeof schema>;
