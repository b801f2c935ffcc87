// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BlockDataError, parseBlockData } from '../../../../tools/check/zod-problems.ts';
import { readProduct } from '../../../../widgets/product/read-product.ts';
import { schema } from '../../../../widgets/product/schema.ts';

/** What the schema says of `raw`: the value, or the field it names. */
function bySchema(raw: unknown): { ok: true; value: unknown } | { ok: false; field: string } {
  try {
    return { ok: true, value: parseBlockData(schema, raw) };
  } catch (error) {
    return { ok: false, field: (error as BlockDataError).field };
  }
}

function byReader(raw: unknown): { ok: true; value: unknown } | { ok: false; field: string } {
  try {
    return { ok: true, value: readProduct(raw) };
  } catch (error) {
    expect(error).toBeInstanceOf(BlockDataError);
    return { ok: false, field: (error as BlockDataError).field };
  }
}

const variant = { price: 2500, salePrice: 2000, onSale: true, qtyInStock: 3, sku: 'SQ1234567', optionValues: [{ optionName: 'Size', value: 'S' }], weight: 1.5, dimensions: { length: 1, width: 2, height: 3 } };

const cases: Array<[string, unknown]> = [
  ['a full physical product', { id: 'p', title: 'T', productType: 'PHYSICAL', variants: [variant], extra: 1 }],
  ['defaults filled', { id: 'p', productType: 'SERVICE', variants: [{ price: 0 }] }],
  ['a digital product', { id: 'd', productType: 'DIGITAL', priceCents: 100, salePriceCents: 50, onSale: true }],
  ['a subscription', { id: 's', productType: 'PHYSICAL', subscriptionPlan: { billingPeriod: { value: 2, unit: 'week' } }, variants: [{ price: 1 }] }],
  ['no id', { productType: 'PHYSICAL' }],
  ['an empty id', { id: '', productType: 'PHYSICAL' }],
  ['an unknown type', { id: 'p', productType: 'BOOK' }],
  ['a negative price', { id: 'p', productType: 'PHYSICAL', variants: [{ price: -1 }] }],
  ['a price over the maximum', { id: 'p', productType: 'PHYSICAL', variants: [{ price: 100000001 }] }],
  ['a fractional price', { id: 'p', productType: 'PHYSICAL', variants: [{ price: 1.5 }] }],
  ['a 61-character sku', { id: 'p', productType: 'PHYSICAL', variants: [{ price: 1, sku: 'x'.repeat(61) }] }],
  ['a bad option value', { id: 'p', productType: 'PHYSICAL', variants: [{ price: 1, optionValues: [{ optionName: 'Size' }] }] }],
  ['a bad dimension', { id: 'p', productType: 'PHYSICAL', variants: [{ price: 1, dimensions: { length: 1, width: 'x', height: 1 } }] }],
  ['a bad billing unit', { id: 'p', productType: 'PHYSICAL', subscriptionPlan: { billingPeriod: { value: 1, unit: 'day' } } }],
  ['not an object', [1, 2]],
  ['a string', 'product'],
  ['nothing', undefined],
];

describe('readProduct agrees with the product schema', () => {
  for (const [name, raw] of cases) {
    it(name, () => {
      expect(byReader(raw)).toEqual(bySchema(raw));
    });
  }

  it('on generated products, valid and not', () => {
    const anyValue = fc.oneof(fc.constant(undefined), fc.integer({ min: -5, max: 100000005 }), fc.double(), fc.string({ maxLength: 3 }), fc.boolean(), fc.constant(null));
    const variantArb = fc.record(
      {
        price: fc.oneof(fc.integer({ min: 0, max: 100000000 }), anyValue),
        salePrice: fc.oneof(fc.integer({ min: 0, max: 5000 }), anyValue),
        onSale: fc.oneof(fc.boolean(), anyValue),
        qtyInStock: fc.oneof(fc.integer({ min: -3, max: 9 }), anyValue),
        unlimited: fc.oneof(fc.boolean(), anyValue),
        sku: fc.oneof(fc.string({ maxLength: 62 }), anyValue),
        optionValues: fc.oneof(fc.array(fc.record({ optionName: fc.oneof(fc.string(), anyValue), value: fc.oneof(fc.string(), anyValue) }, { requiredKeys: [] }), { maxLength: 2 }), anyValue),
        weight: fc.oneof(fc.double({ min: -1, max: 10, noNaN: true }), anyValue),
      },
      { requiredKeys: [] },
    );
    const productArb = fc.record(
      {
        id: fc.oneof(fc.string({ maxLength: 3 }), anyValue),
        title: fc.oneof(fc.string(), anyValue),
        productType: fc.oneof(fc.constantFrom('PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD', 'X'), anyValue),
        variants: fc.oneof(fc.array(variantArb, { maxLength: 3 }), anyValue),
        priceCents: fc.oneof(fc.integer({ min: 0, max: 9999 }), anyValue),
        onSale: fc.oneof(fc.boolean(), anyValue),
        subscriptionPlan: fc.oneof(
          fc.record({ billingPeriod: fc.record({ value: fc.oneof(fc.integer({ min: 0, max: 4 }), anyValue), unit: fc.oneof(fc.constantFrom('week', 'month', 'year', 'day'), anyValue) }, { requiredKeys: [] }), numBillingCycles: fc.oneof(fc.integer({ min: -1, max: 9 }), anyValue) }, { requiredKeys: [] }),
          anyValue,
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(productArb, (raw) => {
        expect(byReader(raw)).toEqual(bySchema(raw));
      }),
      { numRuns: 400 },
    );
  });
});
