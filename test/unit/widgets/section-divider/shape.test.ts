// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dividerPaths, edgePoints, type DividerGeometry } from '../../../../widgets/section-divider/shape.ts';

const base: DividerGeometry = { type: 'pointed', boxWidth: 1000, boxHeight: 500, height: 50, width: 0, offset: 0, flipX: false, flipY: false };
const ys = (g: Partial<DividerGeometry>) => edgePoints({ ...base, ...g }).map(([, y]) => y);
const at = (g: Partial<DividerGeometry>, x: number) => edgePoints({ ...base, ...g }).find(([px]) => px === x)![1];

describe('section divider edge', () => {
  it('pointed: the corners at the divider top (1 - depth/height), the point at the bottom', () => {
    expect(at({}, 0)).toBe(0.9);
    expect(at({}, 1)).toBe(0.9);
    expect(at({}, 0.5)).toBe(1);
  });

  it('flip X points the shape up, flip Y mirrors it', () => {
    expect(at({ flipX: true }, 0.5)).toBe(0.9);
    expect(at({ flipX: true }, 0)).toBe(1);
    expect(at({ type: 'slanted' }, 0)).toBe(0.9);
    expect(at({ type: 'slanted' }, 1)).toBe(1);
    expect(at({ type: 'slanted', flipY: true }, 0)).toBe(1);
    expect(at({ type: 'slanted', flipY: true }, 1)).toBe(0.9);
  });

  it('none and a zero-sized box: a straight bottom edge', () => {
    expect(new Set(ys({ type: 'none' }))).toEqual(new Set([1]));
    expect(edgePoints({ ...base, boxWidth: 0 })).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });

  it('a repeat width repeats the shape, centred, and the offset shifts it', () => {
    const crests = (g: Partial<DividerGeometry>) =>
      edgePoints({ ...base, ...g })
        .filter(([, y]) => y === 1)
        .map(([x]) => x);
    expect(crests({ type: 'jagged', width: 250 })).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(crests({ type: 'jagged', width: 250, offset: 125 })).toEqual([0.125, 0.375, 0.625, 0.875]);
    // A width wider than the section is one repeat.
    expect(crests({ type: 'jagged', width: 5000 })).toEqual([0.5]);
  });

  it('soft corners: rounded only within the depth of each side', () => {
    expect(at({ type: 'soft-corners' }, 0)).toBe(0.9);
    expect(at({ type: 'soft-corners' }, 0.5)).toBe(1);
    expect(at({ type: 'soft-corners' }, 0.25)).toBe(1);
  });

  it('a divider deeper than the section cuts no more than the section', () => {
    expect(Math.min(...ys({ height: 5000 }))).toBe(0);
  });

  it('the clip keeps everything above the edge (up past the top); the stroke is the edge alone', () => {
    const { shape, stroke } = dividerPaths({ ...base, type: 'none' });
    expect(shape.startsWith('M0,-1 L0,1 L')).toBe(true);
    expect(shape.endsWith('L1,1 L1,-1 Z')).toBe(true);
    expect(stroke.startsWith('M0,1 L')).toBe(true);
    expect(stroke.endsWith('L1,1')).toBe(true);
  });
});
