/**
 * Where each mark of a chart goes, in the drawing's own units
 * (docs/behaviour/charts.md#charts): pure functions, so the shapes are unit-tested
 * without a browser. ./draw.ts turns them into SVG.
 */
import type { ChartData } from './data.ts';
import { niceScale, type Scale } from './scale.ts';

/** The plotting area: left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One bar: its box, and the series and label it stands for. */
export interface Bar extends Box {
  series: number;
  label: number;
  value: number;
}

/** One pie slice: its path, and the label it stands for. */
export interface Slice {
  label: number;
  value: number;
  share: number;
  d: string;
}

/** The values shown: one per label at most (extra values have no label to stand by). */
const shownValues = (data: ChartData): number[] => data.series.flatMap((s) => s.values.slice(0, data.labels.length));

/** The value scale of a bar or line chart. */
export const valueScale = (data: ChartData): Scale => niceScale(shownValues(data));

/** The height in the box of `value` (y grows downwards). */
export const yOf = (scale: Scale, box: Box, value: number): number => box.y + box.height * (1 - scale.at(value));

/** Bars side by side in each label's band, growing up from zero (down for a negative value). */
export function bars(data: ChartData, box: Box, scale: Scale): Bar[] {
  const band = box.width / Math.max(1, data.labels.length);
  const width = (band * 0.8) / Math.max(1, data.series.length);
  const zero = yOf(scale, box, 0);
  const out: Bar[] = [];
  data.series.forEach(({ values }, series) =>
    data.labels.forEach((_, label) => {
      const value = values[label];
      if (value === undefined) return;
      const y = yOf(scale, box, value);
      out.push({ series, label, value, x: box.x + band * (label + 0.1) + width * series, y: Math.min(y, zero), width, height: Math.abs(zero - y) });
    }),
  );
  return out;
}

/** The centre of each label's band. */
export const bandCentre = (data: ChartData, box: Box, label: number): number => box.x + (box.width / Math.max(1, data.labels.length)) * (label + 0.5);

/** A series' points, one per label it has a value for. */
export function points(data: ChartData, box: Box, scale: Scale, series: number): Array<[number, number]> {
  const values = data.series[series]?.values ?? [];
  return data.labels.flatMap((_, label) =>
    values[label] === undefined ? [] : [[bandCentre(data, box, label), yOf(scale, box, values[label]!)] as [number, number]],
  );
}

/** The SVG path through `points`. */
export const linePath = (pts: ReadonlyArray<readonly [number, number]>): string => pts.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x)} ${round(y)}`).join('');

const round = (n: number): number => Math.round(n * 100) / 100;

/**
 * The first series as slices of a circle, clockwise from the top. Zero and
 * negative values have no slice (a share of a whole cannot be negative);
 * all zeros give no slice at all.
 */
export function slices(data: ChartData, cx: number, cy: number, r: number): Slice[] {
  const values = data.labels.map((_, label) => Math.max(0, data.series[0]?.values[label] ?? 0));
  const total = values.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return [];
  let angle = -Math.PI / 2;
  const at = (a: number): string => `${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}`;
  return values.flatMap((value, label) => {
    if (!(value > 0)) return [];
    const share = value / total;
    const start = angle;
    angle += share * 2 * Math.PI;
    // A whole circle is two half arcs: an arc whose ends meet draws nothing.
    const d =
      share >= 1
        ? `M${at(start)}A${r} ${r} 0 1 1 ${at(start + Math.PI)}A${r} ${r} 0 1 1 ${at(start)}Z`
        : `M${cx} ${cy}L${at(start)}A${r} ${r} 0 ${share > 0.5 ? 1 : 0} 1 ${at(angle)}Z`;
    return [{ label, value, share, d }];
  });
}
