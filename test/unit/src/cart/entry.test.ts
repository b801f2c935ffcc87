import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCartEntries } from '../../../../src/cart/entry.ts';

afterEach(() => vi.restoreAllMocks());

describe('cart entries', () => {
  it('reads a line with its options, price and stock', () => {
    expect(
      readCartEntries([
        {
          id: 'e1',
          productName: 'Apron',
          imageUrl: '/a.svg',
          variantOptions: [{ optionName: 'Size', value: 'M' }, { optionName: 1 }],
          unitPriceCents: 4800,
          quantity: 2,
          qtyInStock: 3,
        },
      ]),
    ).toEqual([{ id: 'e1', productName: 'Apron', imageUrl: '/a.svg', options: [['Size', 'M']], unitPriceCents: 4800, quantity: 2, maxQuantity: 3 }]);
  });

  it('has no upper limit without a stock, and never one below what the line holds', () => {
    const [free, over] = readCartEntries([
      { id: 'a', quantity: 4 },
      { id: 'b', quantity: 5, qtyInStock: 2 },
    ]);
    expect(free!.maxQuantity).toBe(Infinity);
    expect(over!.maxQuantity).toBe(5);
  });

  it('skips lines without an id or a whole quantity, with a warning naming the field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readCartEntries([null, { id: 'x', quantity: 1.5 }, { quantity: 1 }, 'e'])).toEqual([]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('cart entry 0: field "id"'),
      expect.stringContaining('cart entry 1: field "quantity"'),
      expect.stringContaining('cart entry 2: field "id"'),
      expect.stringContaining('cart entry 3: field "id"'),
    ]);
  });

  it('leaves out an image that is not a same-origin path or http(s)', () => {
    const images = readCartEntries(
      ['javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/a.png', 'https://cdn.example/a.png'].map((imageUrl, i) => ({
        id: `e${i}`,
        quantity: 1,
        imageUrl,
      })),
    );
    expect(images.map((entry) => entry.imageUrl)).toEqual([undefined, undefined, undefined, 'https://cdn.example/a.png']);
  });
});
