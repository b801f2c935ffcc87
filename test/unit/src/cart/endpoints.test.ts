import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartPaths, DEFAULT_CART_PATHS } from '../../../../src/cart/endpoints.ts';
import { cartEntryPath } from '../../../../src/cart/change-entry.ts';

afterEach(() => vi.restoreAllMocks());

describe('cart paths', () => {
  it('are the defaults when the site context names none, and never QA names', async () => {
    expect(await cartPaths({ website: { id: 'w' } })).toEqual({ cart: '/api/commerce/cart', entries: '/api/commerce/cart/entries' });
    expect(Object.values(DEFAULT_CART_PATHS).some((path) => path.includes('/qa/'))).toBe(false);
  });

  it("take the site context's cartPaths", async () => {
    expect(await cartPaths({ cartPaths: { cart: '/shop/cart', entries: '/shop/cart/lines' } })).toEqual({ cart: '/shop/cart', entries: '/shop/cart/lines' });
  });

  it.each([['//evil.example/cart'], ['/\\evil.example'], ['https://evil.example/cart'], ['javascript:alert(1)'], ['/cart?x=1'], [42], ['cart']])(
    'refuse %j (not a same-origin path) with a warning naming the field, keeping the default',
    async (bad) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(await cartPaths({ cartPaths: { cart: bad, entries: '/ok' } })).toEqual({ cart: DEFAULT_CART_PATHS.cart, entries: '/ok' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('"cartPaths.cart"');
    },
  );

  it('read only own fields', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await cartPaths({ cartPaths: Object.create({ cart: '/inherited' }) })).cart).toBe(DEFAULT_CART_PATHS.cart);
  });

  it("encode an entry id into its path (it is the server's data)", async () => {
    expect(await cartEntryPath('a/b?c')).toBe('/api/commerce/cart/entries/a%2Fb%3Fc');
  });
});
