// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scalePath } from '../../../../widgets/text-highlight/scale-path.ts';
import { HIGHLIGHT_SHAPES } from '../../../../widgets/text-highlight/shapes.ts';

describe('scalePath', () => {
  it('scales x by width/100 and y by height/100, negatives and decimals included', () => {
    expect(scalePath('M0 100L100 100', 200, 20)).toBe('M0 20L200 20');
    expect(scalePath('M-3 -6L103 106Z', 100, 50)).toBe('M-3 -3L103 53Z');
    expect(scalePath(HIGHLIGHT_SHAPES.wave, 200, 10)).toBe('M0 10Q25 9 50 10T100 10T150 10T200 10');
  });
});
