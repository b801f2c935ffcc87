/**
 * A variant's weight and dimensions in the store's units
 * (docs/behaviour/commerce.md#commerce): lbs and inches, or kg and cm. Loaded with
 * the first variant shown that has either (docs/behaviour/commerce.md#product-first-view).
 */
import { t } from '../../src/catalogue/index.ts';
import { PRODUCT_TEXT } from '../../src/catalogue/en/product.ts';
import { dimensionUnit, weightUnit } from '../../src/money/units.ts';
import { measurementStandardOf } from '../../src/enums/unit-system.ts';
import type { ProductVariant } from './data.ts';

/**
 * 'Weight: 2 lbs' and 'Dimensions: 10 × 8 × 2"' (or kg, cm), for the
 * variant's fields that are set. `setting` is the store's measurement
 * standard as given (a word or a unit system number; anything else is imperial).
 */
export function measurementLines(variant: ProductVariant | undefined, setting: unknown): string[] {
  const lines: string[] = [];
  if (!variant) return lines;
  const standard = measurementStandardOf(setting);
  if (variant.weight !== undefined) lines.push(t(PRODUCT_TEXT, 'weight', { weight: `${variant.weight} ${weightUnit(standard)}` }));
  if (variant.dimensions) {
    const { length, width, height } = variant.dimensions;
    const unit = dimensionUnit(standard);
    // The inch mark follows the number; a word unit takes a space.
    const suffix = unit === '"' ? unit : ` ${unit}`;
    lines.push(t(PRODUCT_TEXT, 'dimensions', { dimensions: `${length} × ${width} × ${height}${suffix}` }));
  }
  return lines;
}
