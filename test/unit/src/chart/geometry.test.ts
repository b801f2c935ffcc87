import { describe, expect, it } from 'vitest';
import type { ChartData } from '../../../../src/chart/data.ts';
import { bars, linePath, points, slices, valueScale } from '../../../../src/chart/geometry.ts';
import { niceScale } from '../../../../src/chart/scale.ts';

const box = { x: 0, y: 0, width: 400, height: 200 };
const data = (values: number[][], labels = values[0]!.map((_, i) => `L${i}`)): ChartData => ({
  title: '',
  labels,
  series: values.map((v, i) => ({ name: `S${i}`, values: v })),
});

describe('the value scale', () => {
  it('ends on round ticks and always holds zero', () => {
    expect(niceScale([120, 150, 180]).ticks).toEqual([0, 50, 100, 150, 200]);
    expect(niceScale([3.5, -1.2, 0]).ticks).toEqual([-2, -1, 0, 1, 2, 3, 4]);
    expect(niceScale([-5, -30]).ticks).toEqual([-30, -20, -10, 0]);
    expect(niceScale([0.3, 0.1]).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });
  it('gives 0 to 1 for no values or only zeros', () => {
    for (const values of [[], [0, 0]]) expect(niceScale(values)).toMatchObject({ min: 0, max: 1 });
  });
  it('places a value between 0 (bottom) and 1 (top)', () => {
    const scale = niceScale([-10, 30]);
    expect([scale.at(scale.min), scale.at(0), scale.at(scale.max)]).toEqual([0, 0.25, 1]);
  });
  it('steps by 1, 2 or 5 times a power of ten', () => {
    const step = (high: number) => {
      const { ticks } = niceScale([high]);
      return ticks[1]! - ticks[0]!;
    };
    expect([step(100), step(7), step(0.9), step(3000)]).toEqual([20, 2, 0.2, 1000]);
  });
});

describe('bars', () => {
  it("one per value, side by side in their label's band, as tall as the value", () => {
    const chart = data([
      [100, 50],
      [25, 0],
    ]);
    const out = bars(chart, box, valueScale(chart));
    expect(out).toHaveLength(4);
    expect(out.map((b) => b.height)).toEqual([200, 100, 50, 0]);
    expect(out.every((b) => b.y + b.height === 200)).toBe(true);
    expect(out[2]!.x).toBe(out[0]!.x + out[0]!.width);
    expect(out[1]!.x).toBeCloseTo(200 + 20);
  });
  it('a negative value hangs from the zero line', () => {
    const chart = data([[10, -10]]);
    const scale = valueScale(chart);
    const [up, down] = bars(chart, box, scale);
    expect(up!.y + up!.height).toBe(100);
    expect(down).toMatchObject({ y: 100, height: 100 });
  });
  it('a missing value has no bar; values past the labels are not drawn; an empty series draws nothing', () => {
    const chart: ChartData = {
      title: '',
      labels: ['a', 'b'],
      series: [
        { name: '', values: [1] },
        { name: '', values: [1, 2, 3] },
        { name: '', values: [] },
      ],
    };
    expect(bars(chart, box, valueScale(chart)).map((b) => [b.series, b.label])).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    expect(valueScale(chart).max).toBe(2);
  });
  it('no labels or no series: no bars, no error', () => {
    expect(bars({ title: '', labels: [], series: [] }, box, niceScale([]))).toEqual([]);
  });
});

describe('lines', () => {
  it("a point per value at its band's centre", () => {
    const chart = data([[0, 10]]);
    const pts = points(chart, box, valueScale(chart), 0);
    expect(pts).toEqual([
      [100, 200],
      [300, 0],
    ]);
    expect(linePath(pts)).toBe('M100 200L300 0');
    expect(points(chart, box, valueScale(chart), 5)).toEqual([]);
  });
});

describe('pie slices', () => {
  it('shares of the first series, clockwise from the top', () => {
    const out = slices(data([[1, 1, 2]]), 100, 100, 50);
    expect(out.map((s) => s.share)).toEqual([0.25, 0.25, 0.5]);
    expect(out[0]!.d).toBe('M100 100L100 50A50 50 0 0 1 150 100Z');
    expect(out[2]!.d).toBe('M100 100L100 150A50 50 0 0 1 100 50Z');
  });
  it('zero and negative values have no slice; one value alone is a whole circle', () => {
    const out = slices(data([[0, -3, 5]]), 0, 0, 10);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ label: 2, share: 1 });
    expect(out[0]!.d).toBe('M0 -10A10 10 0 1 1 0 10A10 10 0 1 1 0 -10Z');
  });
  it('all zeros, or no series, give no slice', () => {
    expect(slices(data([[0, 0, 0]]), 0, 0, 10)).toEqual([]);
    expect(slices({ title: '', labels: ['a'], series: [] }, 0, 0, 10)).toEqual([]);
  });
});
