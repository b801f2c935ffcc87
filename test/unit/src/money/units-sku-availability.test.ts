// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DIMENSION_UNIT, WEIGHT_UNIT, dimensionUnit, weightUnit } from '../../../../src/money/units.ts';
import {
  MAX_PRODUCT_PRICE,
  MAX_SKU_LENGTH,
  SKU_PREFIX,
  SKU_RANDOM_DIGITS,
  generateSku,
  isValidProductPrice,
  isValidSku,
} from '../../../../src/money/sku.ts';
import { isOnSale, isSoldOut, stockOf } from '../../../../src/money/availability.ts';
import type { ProductAvailabilityFields } from '../../../../src/money/availability.ts';

describe('units', () => {
  it('pins the documented units', () => {
    expect(WEIGHT_UNIT).toEqual({ imperial: 'lbs', metric: 'kg' });
    expect(DIMENSION_UNIT).toEqual({ imperial: '"', metric: 'cm' });
  });

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

describe('SKU', () => {
  it('pins the documented limits', () => {
    expect([MAX_SKU_LENGTH, MAX_PRODUCT_PRICE, SKU_PREFIX, SKU_RANDOM_DIGITS]).toEqual([60, 100000000, 'SQ', 7]);
  });

  it.each([
    ['all zeros', () => 0, 'SQ0000000'],
    ['all nines', () => 0.9999999, 'SQ9999999'],
    ['a sequence', sequence([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]), 'SQ1234567'],
  ])('generates %s', (_name, random, expected) => {
    expect(generateSku(random)).toBe(expected);
  });

  it('generates SQ + 7 digits with Math.random', () => {
    for (let i = 0; i < 50; i += 1) expect(generateSku()).toMatch(/^SQ\d{7}$/);
  });

  it.each([
    ['', false],
    ['A', true],
    ['x'.repeat(60), true],
    ['x'.repeat(61), false],
  ])('isValidSku(%j) is %s', (sku, expected) => {
    expect(isValidSku(sku)).toBe(expected);
  });

  it.each([
    [0, true],
    [100000000, true],
    [100000001, false],
    [-1, false],
    [10.5, false],
  ])('isValidProductPrice(%d) is %s', (price, expected) => {
    expect(isValidProductPrice(price)).toBe(expected);
  });
});

describe('availability', () => {
  const ROWS: ReadonlyArray<[string, ProductAvailabilityFields, boolean, boolean, number]> = [
    ['no variants', { productType: 'PHYSICAL', variants: [] }, true, false, 0],
    ['all at 0', { productType: 'PHYSICAL', variants: [{ qtyInStock: 0 }, { qtyInStock: 0 }] }, true, false, 0],
    ['one in stock', { productType: 'PHYSICAL', variants: [{ qtyInStock: 0 }, { qtyInStock: 2 }] }, false, false, 2],
    ['one unlimited', { productType: 'SERVICE', variants: [{ qtyInStock: 0, unlimited: true }] }, false, false, Infinity],
    ['one variant on sale', { productType: 'PHYSICAL', variants: [{ qtyInStock: 1 }, { qtyInStock: 1, onSale: true }] }, false, true, 2],
    ['sold out but on sale', { productType: 'GIFT_CARD', variants: [{ qtyInStock: 0, onSale: true }] }, true, true, 0],
    ['negative stock counts as none', { productType: 'PHYSICAL', variants: [{ qtyInStock: -3 }] }, true, false, 0],
    ['digital', { productType: 'DIGITAL' }, false, false, Infinity],
    ['digital on sale', { productType: 'DIGITAL', onSale: true }, false, true, Infinity],
    ['digital with empty variants', { productType: 'DIGITAL', variants: [] }, false, false, Infinity],
  ];

  it.each(ROWS)('%s: sold out %s, on sale %s, stock %d', (_name, product, soldOut, onSale, stock) => {
    expect(isSoldOut(product)).toBe(soldOut);
    expect(isOnSale(product)).toBe(onSale);
    expect(stockOf(product)).toBe(stock);
  });
});

function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}
