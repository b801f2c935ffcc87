// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE, isProductType } from '../../../../src/enums/product-type.ts';

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
