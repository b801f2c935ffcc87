/** The marquee's wave constants (docs/behaviour/content-blocks.md#content-blocks). */
const WAVE = { minLength: 250, maxLength: 1000, samplingStep: 3, minRegionWidth: 50 } as const;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The wave length for a frequency: 1000 px at 0, interpolated to 250 px at 1.
 * @internal Exported for its unit test: wave length interpolated 250 to 1000 (docs/behaviour/vocabulary.md#vocabulary), as numbers.
 */
export function waveLength(frequency: number): number {
  return WAVE.maxLength + (WAVE.minLength - WAVE.maxLength) * clamp01(frequency);
}

/** The wave's geometry for a region: its SVG path, the height the SVG needs, and the path's length. */
export interface WaveShape {
  d: string;
  width: number;
  height: number;
  /** The path's length (px), what `getTotalLength()` gives, summed here: asking the path would force a layout. */
  length: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The SVG path the text runs along: a sine wave across the region (at
 * least 50 px wide), sampled every 3 px, `intensity` × the font size high
 * on each side of the middle line, text room above.
 */
export function wavePath(regionWidth: number, fontSize: number, frequency: number, intensity: number): WaveShape {
  const width = Math.max(WAVE.minRegionWidth, Math.round(regionWidth));
  const amplitude = clamp01(intensity) * fontSize;
  const length = waveLength(frequency);
  const middle = amplitude + fontSize;
  const points: Array<[number, number]> = [];
  for (let x = 0; x < width; x += WAVE.samplingStep) points.push([x, round(middle + amplitude * Math.sin((2 * Math.PI * x) / length))]);
  points.push([width, round(middle + amplitude * Math.sin((2 * Math.PI * width) / length))]);
  let pathLength = 0;
  for (let i = 1; i < points.length; i++) pathLength += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  const d = `M${points.map(([x, y]) => `${x} ${y}`).join('L')}`;
  return { d, width, height: Math.ceil(middle + amplitude + fontSize * 0.35), length: pathLength };
}
