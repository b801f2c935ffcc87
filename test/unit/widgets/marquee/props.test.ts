// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readMarqueeProps } from '../../../../widgets/marquee/props.ts';
import { parseBlockData } from '../../../../src/block-data.ts';
import { schema } from '../../../../widgets/marquee/schema.ts';

const block = (script: string | undefined) => {
  const el = document.createElement('div');
  el.innerHTML = `<div class="Marquee">${script === undefined ? '' : `<script type="application/json" class="Marquee-props">${script}</script>`}</div>`;
  return el;
};

describe('marquee props', () => {
  it('reads script.Marquee-props and fills the documented defaults', () => {
    const props = parseBlockData(schema, readMarqueeProps(block('{"marqueeItems":[{"text":"Hi"}]}'), undefined));
    expect(props).toEqual({ marqueeItems: [{ text: 'Hi' }], animationDirection: 'left', animationSpeed: 1, waveFrequency: 1, waveIntensity: 0, pausedOnHover: false });
  });

  it('falls back to the block data when there is no props script', () => {
    expect(readMarqueeProps(block(undefined), { animationSpeed: 2 })).toEqual({ animationSpeed: 2 });
  });

  it('names the script when its JSON is broken', () => {
    expect(() => readMarqueeProps(block('{"marqueeItems":'), undefined)).toThrow(expect.objectContaining({ field: 'script.Marquee-props' }));
  });

  it('rejects a direction other than left or right, naming the field', () => {
    expect(() => parseBlockData(schema, { animationDirection: 'up' })).toThrow(expect.objectContaining({ field: 'animationDirection' }));
  });
});
