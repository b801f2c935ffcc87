// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { waveLength, wavePath } from '../../../../widgets/marquee/wave.ts';

// The value the runtime uses, written out (its module keeps it private).
const WAVE = { minLength: 250, maxLength: 1000, samplingStep: 3, minRegionWidth: 50 } as const;

const points = (d: string) =>
  d
    .slice(1)
    .split('L')
    .map((p) => p.split(' ').map(Number) as [number, number]);

describe('marquee wave', () => {
  it('interpolates the wave length from 1000 px at frequency 0 to 250 px at 1, clamped', () => {
    expect(waveLength(0)).toBe(1000);
    expect(waveLength(1)).toBe(250);
    expect(waveLength(0.5)).toBe(625);
    expect(waveLength(-3)).toBe(1000);
    expect(waveLength(9)).toBe(250);
  });

  it('samples the path every 3 px across the region and ends at its width', () => {
    const { d, width } = wavePath(300, 20, 1, 0.5);
    const xs = points(d).map(([x]) => x);
    expect(width).toBe(300);
    expect(xs.slice(0, 4)).toEqual([0, 3, 6, 9]);
    expect(xs.at(-1)).toBe(300);
    expect(xs.length).toBe(Math.ceil(300 / WAVE.samplingStep) + 1);
  });

  it('never draws a region narrower than 50 px', () => {
    expect(wavePath(10, 16, 1, 0).width).toBe(50);
  });

  it('is a straight line at intensity 0 (the default), and intensity × font size high otherwise', () => {
    const flat = points(wavePath(500, 20, 1, 0).d).map(([, y]) => y);
    expect(new Set(flat).size).toBe(1);
    const ys = points(wavePath(1000, 20, 1, 0.5).d).map(([, y]) => y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(20, 0);
  });

  it("gives the path's length, its segments added up (what getTotalLength says, without asking the path for a layout)", () => {
    expect(wavePath(300, 20, 1, 0).length).toBeCloseTo(300, 6);
    const wave = wavePath(1000, 20, 1, 0.5);
    const p = points(wave.d);
    const summed = p.slice(1).reduce((sum, [x, y], i) => sum + Math.hypot(x - p[i]![0], y - p[i]![1]), 0);
    expect(wave.length).toBeCloseTo(summed, 9);
    expect(wave.length).toBeGreaterThan(1000);
  });
});
