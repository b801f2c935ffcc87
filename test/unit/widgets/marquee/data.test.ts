// @vitest-environment node
/**
 * The marquee's props as the platform writes them
 * (docs/behaviour/blocks.md#block-data-declaration): no value refuses the block;
 * each value it cannot use is its default with one problem, and an item
 * without text is left out while the others scroll.
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/marquee/data.ts';

const read = (raw: unknown) => readBlock(fields, raw);
const DEFAULTS = { marqueeItems: [], animationDirection: 'left', animationSpeed: 1, waveFrequency: 1, waveIntensity: 0, pausedOnHover: false };

describe('marquee data', () => {
  it('platform props read without a word; numbers and booleans written as text read too', () => {
    expect(
      read({
        marqueeItems: [{ text: 'Fresh bread', id: 'a' }],
        animationDirection: 'right',
        animationSpeed: '2',
        waveFrequency: 0.5,
        waveIntensity: '0.3',
        pausedOnHover: 'true',
      }),
    ).toEqual({
      value: {
        marqueeItems: [{ text: 'Fresh bread' }],
        animationDirection: 'right',
        animationSpeed: 2,
        waveFrequency: 0.5,
        waveIntensity: 0.3,
        pausedOnHover: true,
      },
      problems: [],
    });
  });

  it('nothing, null and {} are the defaults, silently', () => {
    for (const raw of [undefined, null, {}]) expect(read(raw)).toEqual({ value: DEFAULTS, problems: [] });
  });

  it.each([
    ['an unknown direction', { animationDirection: 'up' }, 'animationDirection', 'expected one of left, right, got "up"; the default is used'],
    ['a null direction', { animationDirection: null }, 'animationDirection', 'expected one of left, right, got null; the default is used'],
    ['a negative speed', { animationSpeed: -1 }, 'animationSpeed', 'expected a number of at least 0, got -1; the default is used'],
    ['a speed in words', { animationSpeed: 'fast' }, 'animationSpeed', 'expected a number of at least 0, got "fast"; the default is used'],
    ['a wave intensity of null', { waveIntensity: null }, 'waveIntensity', 'expected a number, got null; the default is used'],
    ['pausedOnHover as a number', { pausedOnHover: 1 }, 'pausedOnHover', 'expected true or false, got 1; the default is used'],
    ['items that are not a list', { marqueeItems: 'Fresh bread' }, 'marqueeItems', 'expected a list, got "Fresh bread"; the default is used'],
  ])('%s: the default, one warning, never a refusal', (_, raw, field, message) => {
    expect(read(raw)).toEqual({ value: DEFAULTS, problems: [{ field, message, refused: false }] });
  });

  it('an item without text is left out with one warning; the others are kept', () => {
    expect(read({ marqueeItems: [{ text: 'One' }, { text: 5 }, {}, 'Two', { text: 'Three' }] })).toEqual({
      value: { ...DEFAULTS, marqueeItems: [{ text: 'One' }, { text: 'Three' }] },
      problems: [
        { field: 'marqueeItems.1.text', message: 'expected text, got 5 (the item is left out)', refused: false },
        { field: 'marqueeItems.2.text', message: 'required (the item is left out)', refused: false },
        { field: 'marqueeItems.3', message: 'expected an object, got "Two" (the item is left out)', refused: false },
      ],
    });
  });
});
