/**
 * Reads the marquee block's data into the same typed value its zod schema
 * (`./schema.ts`) gives, the documented defaults filled, unknown fields dropped, or throws a
 * `BlockDataError` naming the field at fault, as `parseBlockData` would.
 * By hand, so the block's first view carries no zod runtime
 * (docs/behaviour.md#hand-read-block-data); the schema stays the documented
 * statement of the data, and `test/unit/widgets/marquee/read-marquee.test.ts` holds the two together.
 */
import { array, boolean, number, object, oneOf, string, withDefault } from '../../src/block-data/read-json.ts';
import type { MarqueeProps } from './schema.ts';
import { MARQUEE_DIRECTIONS } from './directions.ts';

/** The items, each `{ text }` (anything else on an item dropped). */
function items(value: unknown, field: string): MarqueeProps['marqueeItems'] {
  return array(value, field).map((item, i) => ({ text: string(object(item, `${field}.${i}`).text, `${field}.${i}.text`) }));
}

/** The marquee's props (as `readMarqueeProps` found them). */
export function readMarquee(raw: unknown): MarqueeProps {
  const data = object(raw ?? {}, '(root)');
  return {
    marqueeItems: withDefault(data, 'marqueeItems', '', items, []),
    animationDirection: withDefault(data, 'animationDirection', '', (value, field) => oneOf(value, field, MARQUEE_DIRECTIONS), 'left'),
    animationSpeed: withDefault(data, 'animationSpeed', '', (value, field) => number(value, field, { min: 0 }), 1),
    waveFrequency: withDefault(data, 'waveFrequency', '', number, 1),
    waveIntensity: withDefault(data, 'waveIntensity', '', number, 0),
    pausedOnHover: withDefault(data, 'pausedOnHover', '', boolean, false),
  };
}
