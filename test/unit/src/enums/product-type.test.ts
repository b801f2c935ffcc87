// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  PRODUCT_TYPE,
  PRODUCT_TYPE_NUMBER,
  isProductType,
  isProductTypeNumber,
  productTypeNumberOf,
} from '../../../../src/enums/product-type.ts';

describe('PRODUCT_TYPE', () => {
  it.each(['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'] as const)('%s is spelt as in structured content', (name) => {
    expect(PRODUCT_TYPE[name]).toBe(name);
    expect(isProductType(name)).toBe(true);
  });

  it('has exactly the four seed names', () => {
    expect(Object.keys(PRODUCT_TYPE)).toHaveLength(4);
    expect(isProductType('PAYWALL')).toBe(false);
  });
});

describe('PRODUCT_TYPE_NUMBER', () => {
  it.each([
    ['PHYSICAL', 1],
    ['DIGITAL', 2],
    ['SERVICE', 3],
    ['GIFT_CARD', 4],
    ['PAYWALL', 5],
  ] as const)('%s is %i', (name, value) => {
    expect(PRODUCT_TYPE_NUMBER[name]).toBe(value);
    expect(isProductTypeNumber(value)).toBe(true);
  });

  it('has exactly the five seed numbers', () => {
    expect(Object.keys(PRODUCT_TYPE_NUMBER)).toHaveLength(5);
    expect(isProductTypeNumber(6)).toBe(false);
  });

  it.each([
    ['PHYSICAL', 1],
    ['SERVICE', 3],
    ['DIGITAL', 2],
    ['GIFT_CARD', 4],
  ] as const)('productTypeNumberOf(%s) is %i', (name, value) => {
    expect(productTypeNumberOf(name)).toBe(value);
  });
});
