// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { iframeRatio } from '../../../../widgets/embed/ratio.ts';

const iframe = (width: string | null, height: string | null) => {
  const el = document.createElement('iframe');
  if (width !== null) el.setAttribute('width', width);
  if (height !== null) el.setAttribute('height', height);
  return el;
};

describe('embed ratio', () => {
  it('is width / height in pixels, else undefined', () => {
    expect(iframeRatio(iframe('560', '315'))).toBeCloseTo(560 / 315);
    expect(iframeRatio(iframe('100%', '315'))).toBeUndefined();
    expect(iframeRatio(iframe(null, '315'))).toBeUndefined();
  });
});
