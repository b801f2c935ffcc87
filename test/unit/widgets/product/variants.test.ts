// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chosenVariant, currentPrice, optionsOf, sellableVariants, variantStock } from '../../../../widgets/product/variants.ts';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/product/data.ts';

const readProduct = (raw: unknown) => readBlock(fields, raw).value;

const tee = readProduct({
  id: 'p',
  productType: 'PHYSICAL',
  variants: [
    {
      price: 100,
      qtyInStock: 2,
      optionValues: [
        { optionName: 'Size', value: 'S' },
        { optionName: 'Colour', value: 'Red' },
      ],
    },
    {
      price: 200,
      salePrice: 150,
      onSale: true,
      unlimited: true,
      optionValues: [
        { optionName: 'Size', value: 'L' },
        { optionName: 'Colour', value: 'Red' },
      ],
    },
  ],
});

describe('product variants', () => {
  it('lists each option with its values in order', () => {
    expect([...optionsOf(tee.variants)]).toEqual([
      ['Size', ['S', 'L']],
      ['Colour', ['Red']],
    ]);
    expect(optionsOf(tee.variants.slice(0, 1)).size).toBe(0);
  });

  it('finds the variant a complete choice names, nothing for an incomplete one', () => {
    expect(
      chosenVariant(
        tee.variants,
        new Map([
          ['Size', 'L'],
          ['Colour', 'Red'],
        ]),
      ),
    ).toBe(tee.variants[1]);
    expect(chosenVariant(tee.variants, new Map([['Size', 'L']]))).toBeUndefined();
    expect(chosenVariant(tee.variants.slice(0, 1), new Map())).toBe(tee.variants[0]);
  });

  it('prices by sale and stocks by unlimited', () => {
    expect(tee.variants.map(currentPrice)).toEqual([100, 150]);
    expect(tee.variants.map(variantStock)).toEqual([2, Infinity]);
  });

  it('treats a digital product as one unlimited variant with its own prices', () => {
    const ebook = readProduct({ id: 'd', productType: 'DIGITAL', priceCents: 1500, salePriceCents: 999, onSale: true });
    expect(sellableVariants(ebook)).toEqual([{ price: 1500, salePrice: 999, onSale: true, qtyInStock: 0, unlimited: true, optionValues: [] }]);
  });
});
