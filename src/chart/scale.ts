/**
 * The value axis of a bar or line chart (docs/behaviour/charts.md#charts): a range
 * that always holds zero (bars grow from it) and ends on round ticks.
 */

/** The axis: its ends, its ticks, and where a value falls between 0 (bottom) and 1 (top). */
export interface Scale {
  min: number;
  max: number;
  ticks: number[];
  at: (value: number) => number;
}

/** A round step (1, 2 or 5 times a power of ten) near `span / count`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((m) => m * power >= raw) ?? 10;
  return step * power;
}

/** The scale for `values` with about `count` steps; no values, or only zeros, give 0 to 1. */
export function niceScale(values: readonly number[], count = 5): Scale {
  const finite = values.filter(Number.isFinite);
  let low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  if (low === high) high = 1;
  const step = niceStep(high - low, count);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision: 0.1 + 0.2 must label as 0.3.
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(Number(tick.toFixed(digits)));
  return { min: low, max: high, ticks, at: (value) => (value - low) / (high - low) };
}
