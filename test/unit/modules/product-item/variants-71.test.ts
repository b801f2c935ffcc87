// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { variantsOf71 } from '../../../../modules/product-item/variants-71.ts';

describe('the 7.1 product variants (data-variants)', () => {
  it('reads attributes, minor-unit or money prices, sale and stock in either shape', () => {
    const [a, b, c] = variantsOf71(
      JSON.stringify([
        { sku: 'A', attributes: { Size: 'S', Colour: 'Sand' }, price: 2400, stock: { unlimited: false, quantity: 4 } },
        {
          sku: 'B',
          attributes: { Size: 'L' },
          priceMoney: { currency: 'USD', value: '30.00' },
          salePriceMoney: { value: '26.5' },
          onSale: true,
          stock: { unlimited: true, quantity: 0 },
        },
        { attributes: { Size: 'M', Bad: 3 }, price: 1000, qtyInStock: 2, unlimited: false },
      ]),
    );
    expect(a).toEqual({ options: { Size: 'S', Colour: 'Sand' }, price: 2400, salePrice: undefined, onSale: false, unlimited: false, qtyInStock: 4, sku: 'A' });
    expect(b).toMatchObject({ price: 3000, salePrice: 2650, onSale: true, unlimited: true, sku: 'B' });
    expect(c).toMatchObject({ options: { Size: 'M' }, qtyInStock: 2, unlimited: false, sku: '' });
    expect(Object.getPrototypeOf(a!.options)).toBe(null);
  });

  it('skips entries without a price or not objects; refuses what is not a JSON list, naming the attribute', () => {
    expect(variantsOf71(JSON.stringify([null, 3, { attributes: {} }, { price: 'x' }, { price: 5 }]))).toHaveLength(1);
    expect(() => variantsOf71('{not json')).toThrow('data-variants is not JSON');
    expect(() => variantsOf71('{}')).toThrow('data-variants: expected a list');
    expect(() => variantsOf71(null)).toThrow('data-variants is not JSON');
  });

  it('reads option names such as __proto__ as plain keys', () => {
    const [v] = variantsOf71('[{"price": 1, "attributes": {"__proto__": "x", "constructor": "y"}}]');
    expect(Object.keys(v!.options)).toEqual(['__proto__', 'constructor']);
  });
});
