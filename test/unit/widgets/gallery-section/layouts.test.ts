// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ratioOf, reelOffsets } from '../../../../widgets/gallery-section/reel.ts';
import { stripRows } from '../../../../widgets/gallery-section/strips.ts';

describe('strips: justified rows', () => {
  it('fills each row to the width at one height, the gaps included; the last row keeps the target height', () => {
    const sizes = stripRows([1.5, 0.75, 1.5, 1, 1.5], 1000, 10, 300);
    // Row one: 1.5 + 0.75 + 1.5 = 3.75 at 300 px is 1145 px (>= 1000): scaled to (1000 - 20) / 3.75 = 261.33 px tall.
    expect(sizes.slice(0, 3).map((s) => s.height)).toEqual([261.33, 261.33, 261.33]);
    expect(sizes.slice(0, 3).reduce((w, s) => w + s.width, 0) + 20).toBeCloseTo(1000, 0);
    // Row two (1 + 1.5 at 300 px = 760 px < 1000): the last row, not stretched.
    expect(sizes.slice(3)).toEqual([
      { width: 300, height: 300 },
      { width: 450, height: 300 },
    ]);
  });

  it('one image wider than the row is a row of its own', () => {
    expect(stripRows([5, 1], 1000, 10, 300)[0]).toEqual({ width: 1000, height: 200 });
  });

  it('no images: no sizes', () => {
    expect(stripRows([], 1000, 10, 300)).toEqual([]);
  });
});

describe('reel', () => {
  it("puts the shown item's centre at the given centre, the others gap px apart", () => {
    expect(reelOffsets([300, 150, 300], 0, 500, 20)).toEqual([350, 670, 840]);
    expect(reelOffsets([300, 150, 300], 1, 500, 20)).toEqual([105, 425, 595]);
  });

  it('reads the ratio from data-image-dimensions; 3:2 without it or with nonsense', () => {
    const item = (dims: string | null) => {
      const figure = document.createElement('figure');
      const img = document.createElement('img');
      if (dims !== null) img.setAttribute('data-image-dimensions', dims);
      figure.append(img);
      return figure;
    };
    expect(ratioOf(item('1200x1600'))).toBe(0.75);
    expect(ratioOf(item(null))).toBe(1.5);
    expect(ratioOf(item('0x100'))).toBe(1.5);
    expect(ratioOf(item('wide'))).toBe(1.5);
  });
});
