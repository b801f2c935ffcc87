// @vitest-environment node
/**
 * The text highlight settings as a page writes them
 * (docs/behaviour/blocks.md#block-data-declaration): no value refuses the block;
 * each value it cannot use is its default with one problem.
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/text-highlight/data.ts';

const read = (raw: unknown) => readBlock(fields, raw);
const DEFAULTS = {
  shape: 'wave',
  color: 'currentColor',
  thickness: '0.06em',
  linecap: 'round',
  blend: 'normal',
  opacity: 1,
  animation: 'draw',
  direction: 'ltr',
  duration: 0.75,
  isAnimationEnabled: true,
};

describe('text highlight data', () => {
  it('every setting read as written, numbers and booleans as text too, without a word', () => {
    const raw = {
      shape: 'circle',
      color: '#e33',
      thickness: '3px',
      linecap: 'butt',
      blend: 'multiply',
      opacity: '0.5',
      animation: 'fade',
      direction: 'rtl',
      duration: '1.5',
      isAnimationEnabled: 'false',
      extra: 1,
    };
    expect(read(raw)).toEqual({ value: { ...raw, opacity: 0.5, duration: 1.5, isAnimationEnabled: false, extra: undefined }, problems: [] });
  });

  it('nothing, null and {} are the defaults, silently', () => {
    for (const raw of [undefined, null, {}]) expect(read(raw)).toEqual({ value: DEFAULTS, problems: [] });
  });

  it.each([
    ['an unknown shape', { shape: 'star' }, 'shape'],
    ['a null animation', { animation: null }, 'animation'],
    ['an unknown blend', { blend: 'hue' }, 'blend'],
    ['a thickness without a unit', { thickness: '3' }, 'thickness', 'expected a number in em or px, got "3"; the default is used'],
    ['a thickness as a number', { thickness: 3 }, 'thickness', 'expected a number in em or px, got 3; the default is used'],
    ['an opacity above 1', { opacity: 2 }, 'opacity', 'expected a number from 0 to 1, got 2; the default is used'],
    ['a duration of 0', { duration: 0 }, 'duration', 'expected a number above 0, got 0; the default is used'],
    ['a negative duration', { duration: -1 }, 'duration', 'expected a number above 0, got -1; the default is used'],
    ['a colour as a number', { color: 255 }, 'color', 'expected text, got 255; the default is used'],
    ['isAnimationEnabled as a word', { isAnimationEnabled: 'no' }, 'isAnimationEnabled', 'expected true or false, got "no"; the default is used'],
  ])('%s: the default, one warning, never a refusal', (_, raw, field, message?: string) => {
    const { value, problems } = read(raw);
    expect(value).toEqual(DEFAULTS);
    expect(problems).toEqual([{ field, message: message ?? expect.stringMatching(/^expected one of .*; the default is used$/), refused: false }]);
  });
});
