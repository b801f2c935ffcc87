// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fittedFontSize, RESIZE_DEBOUNCE_MS } from '../../../../widgets/scaled-text/fit.ts';

describe('scaled text', () => {
  it('shrinks text to its container, never above the maximum nor below 11 px', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
    expect(fittedFontSize(40, 800, 400, 40)).toBe(20);
    expect(fittedFontSize(40, 200, 400, 40)).toBe(40);
    expect(fittedFontSize(40, 4000, 100, 40)).toBe(11);
  });
});
