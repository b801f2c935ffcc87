// @vitest-environment node
/**
 * The product block's data as the platform writes it
 * (docs/behaviour/blocks.md#block-data-declaration, docs/behaviour/commerce.md#commerce):
 * each value the product cannot use is its default with one problem; an
 * item it cannot use is left out; the block is refused only without an id
 * or without anything to sell at a price.
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields, refusals } from '../../../../widgets/product/data.ts';

const read = (raw: unknown) => readBlock(fields, raw, refusals);
const tee = { id: 'p', productType: 'PHYSICAL', variants: [{ price: 2500 }] };
const warning = (field: string, message: string) => ({ field, message, refused: false });

describe('product data', () => {
  it('reads a full product without a word, filling the defaults and dropping unknown fields', () => {
    const variant = {
      price: 2500,
      salePrice: 2000,
      onSale: true,
      qtyInStock: 3,
      unlimited: false,
      sku: 'SQ1234567',
      optionValues: [{ optionName: 'Size', value: 'S' }],
      weight: 1.5,
      dimensions: { length: 1, width: 2, height: 3 },
    };
    const plan = { billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 6 };
    expect(read({ id: 'p', title: 'T', productType: 'SERVICE', variants: [variant], subscriptionPlan: plan, extra: 1 })).toEqual({
      value: { id: 'p', title: 'T', productType: 'SERVICE', variants: [variant], onSale: false, subscriptionPlan: plan },
      problems: [],
    });
    expect(read({ id: 'd', productType: 'DIGITAL', priceCents: '900' })).toEqual({
      value: { id: 'd', productType: 'DIGITAL', variants: [], priceCents: 900, onSale: false },
      problems: [],
    });
    expect(read(tee).value.variants).toEqual([{ price: 2500, onSale: false, qtyInStock: 0, unlimited: false, optionValues: [] }]);
  });

  it.each([
    ['an unknown value', 'BUNDLE', 'expected one of PHYSICAL, SERVICE, DIGITAL, GIFT_CARD, got "BUNDLE"; the default is used'],
    ['a wrong type', 2, 'expected one of PHYSICAL, SERVICE, DIGITAL, GIFT_CARD, got 2; the default is used'],
    ['null', null, 'expected one of PHYSICAL, SERVICE, DIGITAL, GIFT_CARD, got null; the default is used'],
  ])('productType: %s is PHYSICAL, with one warning', (_, productType, message) => {
    expect(read({ ...tee, productType })).toEqual({ value: { ...read(tee).value, productType: 'PHYSICAL' }, problems: [warning('productType', message)] });
  });

  it.each([
    ['onSale', null, false, 'expected true or false, got null; the default is used'],
    ['onSale', 'yes', false, 'expected true or false, got "yes"; the default is used'],
    ['title', 5, undefined, 'expected text, got 5; the default is used'],
    ['title', null, undefined, 'expected text, got null; the default is used'],
    ['variants', 'many', [], 'expected a list, got "many"; the default is used'],
    ['variants', null, [], 'expected a list, got null; the default is used'],
    ['priceCents', -1, undefined, 'expected a whole number from 0 to 100000000, got -1; the default is used'],
    ['salePriceCents', 1.5, undefined, 'expected a whole number from 0 to 100000000, got 1.5; the default is used'],
    ['subscriptionPlan', 'monthly', undefined, 'expected an object, got "monthly"; the default is used'],
    [
      'subscriptionPlan',
      { billingPeriod: { value: 1, unit: 'day' } },
      undefined,
      'billingPeriod: unit: expected one of week, month, year, got "day"; the default is used',
    ],
    ['subscriptionPlan', { billingPeriod: null }, undefined, 'billingPeriod: expected an object, got null; the default is used'],
    ['subscriptionPlan', {}, undefined, 'billingPeriod: required; the default is used'],
  ])('%s: %j is its default, with one warning', (field, bad, fallback, message) => {
    const { value, problems } = read({ ...tee, [field]: bad, ...(field === 'variants' ? { productType: 'DIGITAL', priceCents: 1 } : {}) });
    expect(value[field as keyof typeof value]).toEqual(fallback);
    expect(problems).toEqual([warning(field, message)]);
  });

  it.each([
    ['onSale', 'yes', false, 'expected true or false, got "yes"; the default is used'],
    ['onSale', null, false, 'expected true or false, got null; the default is used'],
    ['qtyInStock', 'plenty', 0, 'expected a whole number, got "plenty"; the default is used'],
    ['qtyInStock', 2.5, 0, 'expected a whole number, got 2.5; the default is used'],
    ['unlimited', 1, false, 'expected true or false, got 1; the default is used'],
    ['salePrice', 100000001, undefined, 'expected a whole number from 0 to 100000000, got 100000001; the default is used'],
    ['sku', 7, undefined, 'expected text, got 7; the default is used'],
    ['weight', 'heavy', undefined, 'expected a number of at least 0, got "heavy"; the default is used'],
    ['weight', null, undefined, 'expected a number of at least 0, got null; the default is used'],
    ['optionValues', {}, [], 'expected a list, got {}; the default is used'],
    ['dimensions', { length: 1, width: 'wide', height: 1 }, undefined, 'width: expected a number of at least 0, got "wide"; the default is used'],
    ['dimensions', { length: 1, width: 2 }, undefined, 'height: required; the default is used'],
    ['dimensions', 5, undefined, 'expected an object, got 5; the default is used'],
  ])("a variant's %s of %j is its default, with one warning; the variant is kept", (field, bad, fallback, message) => {
    const { value, problems } = read({ ...tee, variants: [{ price: 2500, [field]: bad }] });
    expect(value.variants).toHaveLength(1);
    expect(value.variants[0]![field as 'price']).toEqual(fallback);
    expect(problems).toEqual([warning(`variants.0.${field}`, message)]);
  });

  it('platform strings for numbers and booleans read without a word', () => {
    expect(read({ ...tee, variants: [{ price: '2500', qtyInStock: '4', unlimited: 'true', onSale: 'false' }] })).toEqual({
      value: { ...read(tee).value, variants: [{ price: 2500, qtyInStock: 4, unlimited: true, onSale: false, optionValues: [] }] },
      problems: [],
    });
  });

  it('a variant without a readable price, or that is not an object, is left out; an option value without both names too', () => {
    const { value, problems } = read({
      ...tee,
      variants: [{ price: 'soon' }, 'x', { price: 100, optionValues: [{ optionName: 'Size' }, { optionName: 'Size', value: 'M' }] }],
    });
    expect(value.variants).toEqual([{ price: 100, onSale: false, qtyInStock: 0, unlimited: false, optionValues: [{ optionName: 'Size', value: 'M' }] }]);
    expect(problems).toEqual([
      warning('variants.0.price', 'expected a whole number from 0 to 100000000, got "soon" (the item is left out)'),
      warning('variants.1', 'expected an object, got "x" (the item is left out)'),
      warning('variants.2.optionValues.0.value', 'required (the item is left out)'),
    ]);
  });

  describe('refused only when nothing can be bought', () => {
    it.each([
      ['no id', { ...tee, id: undefined }, [{ field: 'id', message: 'required', refused: true }]],
      ['an empty id', { ...tee, id: '' }, [{ field: 'id', message: 'required', refused: true }]],
      ['an id that is not text', { ...tee, id: 5 }, [{ field: 'id', message: 'expected text, got 5', refused: true }]],
      ['no variants', { id: 'p', productType: 'PHYSICAL' }, [{ field: 'variants', message: 'expected at least one variant with a price', refused: true }]],
      [
        'a gift card with an empty list',
        { id: 'g', productType: 'GIFT_CARD', variants: [] },
        [{ field: 'variants', message: 'expected at least one variant with a price', refused: true }],
      ],
      [
        'a digital product without its price',
        { id: 'd', productType: 'DIGITAL' },
        [{ field: 'priceCents', message: 'required for a digital product', refused: true }],
      ],
    ])('%s', (_, raw, refused) => {
      expect(read(raw).problems.filter((p) => p.refused)).toEqual(refused);
    });

    it('nothing, null or not an object: every refusal named, the last two with their reason', () => {
      for (const raw of [undefined, null, {}])
        expect(read(raw).problems).toEqual([
          { field: 'id', message: 'required', refused: true },
          { field: 'variants', message: 'expected at least one variant with a price', refused: true },
        ]);
      expect(read([1]).problems).toEqual([
        { field: '(root)', message: 'expected an object, got [1]; the defaults are used', refused: false },
        { field: 'id', message: 'required', refused: true },
        { field: 'variants', message: 'expected at least one variant with a price', refused: true },
      ]);
    });

    it('every variant left out refuses the block, naming each', () => {
      expect(read({ ...tee, variants: [{ price: null }, { price: -5 }] }).problems).toEqual([
        warning('variants.0.price', 'expected a whole number from 0 to 100000000, got null (the item is left out)'),
        warning('variants.1.price', 'expected a whole number from 0 to 100000000, got -5 (the item is left out)'),
        { field: 'variants', message: 'expected at least one variant with a price', refused: true },
      ]);
    });
  });
});
