// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dimensionUnit, weightUnit } from '../../../../src/money/units.ts';
import { MAX_PRODUCT_PRICE } from '../../../../src/money/sku.ts';
import { isOnSale, isSoldOut } from '../../../../src/money/availability.ts';
import type { ProductAvailabilityFields } from '../../../../src/money/availability.ts';

describe('units', () => {
  it.each([
    ['imperial', 'lbs', '"'],
    ['metric', 'kg', 'cm'],
    [1, 'lbs', '"'],
    [2, 'kg', 'cm'],
    [undefined, 'lbs', '"'],
  ] as const)('%j weighs in %s and measures in %s', (standard, weight, dimension) => {
    expect(weightUnit(standard)).toBe(weight);
    expect(dimensionUnit(standard)).toBe(dimension);
  });
});

describe('price limit', () => {
  it('pins the documented limit', () => {
    expect(MAX_PRODUCT_PRICE).toBe(100000000);
  });
});

describe('availability', () => {
  const ROWS: ReadonlyArray<[string, ProductAvailabilityFields, boolean, boolean]> = [
    ['no variants', { productType: 'PHYSICAL', variants: [] }, true, false],
    ['all at 0', { productType: 'PHYSICAL', variants: [{ qtyInStock: 0 }, { qtyInStock: 0 }] }, true, false],
    ['one in stock', { productType: 'PHYSICAL', variants: [{ qtyInStock: 0 }, { qtyInStock: 2 }] }, false, false],
    ['one unlimited', { productType: 'SERVICE', variants: [{ qtyInStock: 0, unlimited: true }] }, false, false],
    ['one variant on sale', { productType: 'PHYSICAL', variants: [{ qtyInStock: 1 }, { qtyInStock: 1, onSale: true }] }, false, true],
    ['sold out but on sale', { productType: 'GIFT_CARD', variants: [{ qtyInStock: 0, onSale: true }] }, true, true],
    ['negative stock counts as none', { productType: 'PHYSICAL', variants: [{ qtyInStock: -3 }] }, true, false],
    ['digital', { productType: 'DIGITAL' }, false, false],
    ['digital on sale', { productType: 'DIGITAL', onSale: true }, false, true],
    ['digital with empty variants', { productType: 'DIGITAL', variants: [] }, false, false],
  ];

  it.each(ROWS)('%s: sold out %s, on sale %s', (_name, product, soldOut, onSale) => {
    expect(isSoldOut(product)).toBe(soldOut);
    expect(isOnSale(product)).toBe(onSale);
  });
});
