import * as z from 'zod/mini';
import type { TEXT_HIGHLIGHT_DEFAULTS } from '../../src/enums/text-highlight.ts';
import { HIGHLIGHT_SHAPE_NAMES } from './shapes.ts';
import { HIGHLIGHT_ANIMATIONS, HIGHLIGHT_BLENDS, HIGHLIGHT_DIRECTIONS, HIGHLIGHT_LINECAPS, HIGHLIGHT_THICKNESS } from './settings-values.ts';

/** One line for the block-schema reference. */
export const summary =
  'Text highlight (data-block only): every `mark` in the block is drawn over with one of 12 SVG shapes when it scrolls into view (the documented settings and defaults: wave, 0.75 s, 0.06em).';

/**
 * The shared defaults, checked by type: each default below (and in `./read-settings.ts`,
 * which the widget reads its settings with) must equal the shared one, while the chunk
 * carries only the literals, not the shared object.
 */
type Defaults = typeof TEXT_HIGHLIGHT_DEFAULTS;

/** The text highlight settings (behaviour.md#widget-contract, "Text highlight settings"), with its defaults. */
export const schema = z.object({
  shape: z._default(z.enum(HIGHLIGHT_SHAPE_NAMES), 'wave' satisfies Defaults['shape']).register(z.globalRegistry, { description: `One of ${HIGHLIGHT_SHAPE_NAMES.join(', ')} (default wave).` }),
  color: z._default(z.string(), 'currentColor').register(z.globalRegistry, { description: 'A CSS colour (default the text colour).' }),
  thickness: z._default(z.string().check(z.regex(HIGHLIGHT_THICKNESS)), '0.06em' satisfies Defaults['thickness']).register(z.globalRegistry, { description: 'Stroke width in em or px (default 0.06em).' }),
  linecap: z._default(z.enum(HIGHLIGHT_LINECAPS), 'round').register(z.globalRegistry, { description: 'round, butt or square (default round).' }),
  blend: z._default(z.enum(HIGHLIGHT_BLENDS), 'normal').register(z.globalRegistry, { description: 'CSS blend mode with the text (default normal).' }),
  opacity: z._default(z.number().check(z.gte(0), z.lte(1)), 1).register(z.globalRegistry, { description: '0–1 (default 1).' }),
  animation: z._default(z.enum(HIGHLIGHT_ANIMATIONS), 'draw').register(z.globalRegistry, { description: 'draw, fade or fadeScale (default draw).' }),
  direction: z._default(z.enum(HIGHLIGHT_DIRECTIONS), 'ltr').register(z.globalRegistry, { description: 'Which end a draw starts from (default ltr).' }),
  duration: z._default(z.number().check(z.positive()), 0.75 satisfies Defaults['duration']).register(z.globalRegistry, { description: 'Seconds (default 0.75); each line takes 20–100% of it by its length.' }),
  isAnimationEnabled: z._default(z.boolean(), true).register(z.globalRegistry, { description: 'false: drawn at once (as under reduced motion).' }),
});

/** The validated settings. */
export type HighlightSettings = z.infer<typeof schema>;

/** What the widget reads its data with: `site-runtime check` runs the same function (docs/behaviour.md#check). */
export { readHighlightSettings as read } from './read-settings.ts';
