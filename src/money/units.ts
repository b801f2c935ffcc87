import { measurementStandardOf } from '../enums/unit-system.ts';
import type { MeasurementStandard, UnitSystem } from '../enums/unit-system.ts';

/**
 * Weight units by measurement standard (docs/behaviour/vocabulary.md#vocabulary: "weight unit lbs
 * (imperial) or kg").
 */
const WEIGHT_UNIT = {
  imperial: 'lbs',
  metric: 'kg',
} as const satisfies Record<MeasurementStandard, string>;

/**
 * Dimension units by measurement standard (docs/behaviour/vocabulary.md#vocabulary: "dimension unit inch
 * mark (imperial) or cm"). The inch mark is the ASCII double quote, as
 * typed in product dimensions ('12"').
 */
const DIMENSION_UNIT = {
  imperial: '"',
  metric: 'cm',
} as const satisfies Record<MeasurementStandard, string>;

/**
 * The weight unit for store settings' measurement standard, given as the
 * word or the unit system number. Anything else is treated as imperial,
 * the platform's default store (USD, US units).
 */
export function weightUnit(standard: MeasurementStandard | UnitSystem | undefined): string {
  return WEIGHT_UNIT[measurementStandardOf(standard) ?? 'imperial'];
}

/** The dimension unit for a measurement standard (see {@link weightUnit}). */
export function dimensionUnit(standard: MeasurementStandard | UnitSystem | undefined): string {
  return DIMENSION_UNIT[measurementStandardOf(standard) ?? 'imperial'];
}
