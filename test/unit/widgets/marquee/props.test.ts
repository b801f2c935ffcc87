// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readMarqueeProps } from '../../../../widgets/marquee/props.ts';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/marquee/data.ts';

const block = (script: string | undefined) => {
  const el = document.createElement('div');
  el.innerHTML = `<div class="Marquee">${script === undefined ? '' : `<script type="application/json" class="Marquee-props">${script}</script>`}</div>`;
  return el;
};

describe('marquee props', () => {
  it('reads script.Marquee-props and fills the documented defaults', () => {
    const props = readBlock(fields, readMarqueeProps(block('{"marqueeItems":[{"text":"Hi"}]}'), undefined)).value;
    expect(props).toEqual({
      marqueeItems: [{ text: 'Hi' }],
      animationDirection: 'left',
      animationSpeed: 1,
      waveFrequency: 1,
      waveIntensity: 0,
      pausedOnHover: false,
    });
  });

  it('falls back to the block data when there is no props script', () => {
    expect(readMarqueeProps(block(undefined), { animationSpeed: 2 })).toEqual({ animationSpeed: 2 });
  });

  it('names the script when its JSON is broken', () => {
    expect(() => readMarqueeProps(block('{"marqueeItems":'), undefined)).toThrow(expect.objectContaining({ field: 'script.Marquee-props' }));
  });

  it('reads a direction other than left or right as left, with one problem naming the field', () => {
    expect(readBlock(fields, { animationDirection: 'up' })).toMatchObject({
      value: { animationDirection: 'left' },
      problems: [{ field: 'animationDirection', refused: false }],
    });
  });
});
