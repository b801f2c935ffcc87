// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shapeAspectHeight } from '../../../../widgets/shape/aspect-height.ts';

describe('shape aspect heights', () => {
  it('is 100 for square shapes, 150 for tall ones, 67 for wide ones', () => {
    expect(shapeAspectHeight('square')).toBe(100);
    expect(shapeAspectHeight('circle')).toBe(100);
    expect(shapeAspectHeight('pill-vertical')).toBe(150);
    expect(shapeAspectHeight('rectangle')).toBe(67);
  });
});
