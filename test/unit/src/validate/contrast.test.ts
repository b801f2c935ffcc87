// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CONTRAST_RATIO,
  DARK_LUMA_THRESHOLD,
  contrastRatio,
  isDarkColour,
  luma,
  meetsContrast,
} from '../../../../src/validate/contrast.ts';
import type { ContrastLevel, TextSize } from '../../../../src/validate/contrast.ts';

const BLACK = { r: 0, g: 0, b: 0 };
const WHITE = { r: 255, g: 255, b: 255 };

describe('contrast ratios', () => {
  it.each([
    ['AA', 'small', 4.5],
    ['AA', 'large', 3],
    ['AAA', 'small', 7],
    ['AAA', 'large', 4.5],
  ] as ReadonlyArray<[ContrastLevel, TextSize, number]>)('%s %s needs %d', (level, size, ratio) => {
    expect(CONTRAST_RATIO[level][size]).toBe(ratio);
    expect(meetsContrast(ratio, level, size)).toBe(true);
    expect(meetsContrast(ratio - 0.01, level, size)).toBe(false);
  });

  it.each([
    [BLACK, WHITE, 21],
    [WHITE, WHITE, 1],
    [{ r: 118, g: 118, b: 118 }, WHITE, 4.54],
    [{ r: 119, g: 119, b: 119 }, WHITE, 4.48],
  ])('contrast of %j on %j is about %d', (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(bg, fg)).toBeCloseTo(ratio, 2);
  });
});

describe('isDarkColour', () => {
  it('pins the documented threshold', () => {
    expect(DARK_LUMA_THRESHOLD).toBe(0.65);
  });

  it.each([
    ['black', BLACK, true],
    ['white', WHITE, false],
    ['pure red (luma 0.299)', { r: 255, g: 0, b: 0 }, true],
    ['pure green (luma 0.587)', { r: 0, g: 255, b: 0 }, true],
    ['yellow (luma 0.886)', { r: 255, g: 255, b: 0 }, false],
    ['grey at 0.649', { r: 165, g: 165, b: 165 }, true],
    ['grey at 0.651', { r: 166, g: 166, b: 166 }, false],
  ])('%s is dark: %s', (_name, rgb, expected) => {
    expect(isDarkColour(rgb)).toBe(expected);
  });

  it('uses Rec. 601 luma', () => {
    expect(luma({ r: 255, g: 0, b: 0 })).toBeCloseTo(0.299, 5);
  });
});
