// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { schedule } from '../../../../widgets/text-highlight/timing.ts';
import { HIGHLIGHT_SHAPES } from '../../../../widgets/text-highlight/shapes.ts';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/text-highlight/data.ts';

describe('text highlight', () => {
  it('draws each of the twelve shared shape names, and takes no other', () => {
    // docs/behaviour/vocabulary.md#vocabulary: "twelve shapes", in the documented order.
    const shapes = [
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
    ];
    expect(Object.keys(HIGHLIGHT_SHAPES).sort()).toEqual([...shapes].sort());
    for (const shape of shapes) expect(readBlock(fields, { shape })).toMatchObject({ value: { shape }, problems: [] });
    for (const animation of ['draw', 'fade', 'fadeScale']) expect(readBlock(fields, { animation })).toMatchObject({ value: { animation }, problems: [] });
    expect(readBlock(fields, { animation: 'bounce' })).toMatchObject({ value: { animation: 'draw' }, problems: [{ field: 'animation', refused: false }] });
  });

  it('defaults to a wave drawn in 0.75 s, 0.06em thick', () => {
    const settings = readBlock(fields, {}).value;
    expect(settings).toMatchObject({ shape: 'wave', duration: 0.75, thickness: '0.06em', animation: 'draw', isAnimationEnabled: true });
  });

  it('scales each segment between 20% and 100% of the duration by its distance', () => {
    expect(schedule(0.75, [100, 50, 5]).map((segment) => segment.duration)).toEqual([750, 375, 150]);
  });

  it('plays segments one after another after the 250 ms initial delay', () => {
    expect(schedule(1, [200, 100])).toEqual([
      { delay: 250, duration: 1000 },
      { delay: 1250, duration: 500 },
    ]);
  });

  it('an unknown shape is the wave, with one problem naming the field', () => {
    expect(readBlock(fields, { shape: 'star' })).toMatchObject({ value: { shape: 'wave' }, problems: [{ field: 'shape', refused: false }] });
  });
});
