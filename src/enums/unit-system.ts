/** Unit system numbers (docs/behaviour/vocabulary.md#vocabulary: "imperial 1 or metric 2"). */
const UNIT_SYSTEM = {
  IMPERIAL: 1,
  METRIC: 2,
} as const;

/** One unit system number. */
export type UnitSystem = (typeof UNIT_SYSTEM)[keyof typeof UNIT_SYSTEM];

/**
 * Store settings' `measurementStandard` words (docs/behaviour/vocabulary.md#vocabulary: "as words
 * imperial or metric"); the same choice as {@link UNIT_SYSTEM}, spelt as text.
 */
const MEASUREMENT_STANDARD = {
  IMPERIAL: 'imperial',
  METRIC: 'metric',
} as const;

/** One measurement standard word. */
export type MeasurementStandard = (typeof MEASUREMENT_STANDARD)[keyof typeof MEASUREMENT_STANDARD];

/**
 * The measurement standard for either spelling (number or word), so money
 * and unit helpers accept whatever the store settings carry. Unknown input
 * gives `undefined` rather than a guess.
 */
export function measurementStandardOf(value: unknown): MeasurementStandard | undefined {
  if (value === UNIT_SYSTEM.IMPERIAL || value === MEASUREMENT_STANDARD.IMPERIAL) return 'imperial';
  if (value === UNIT_SYSTEM.METRIC || value === MEASUREMENT_STANDARD.METRIC) return 'metric';
  return undefined;
}
