import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartEntryPath, cartPaths, DEFAULT_CART_PATHS, resetCartPathWarningForTests } from '../../../../src/cart/endpoints.ts';

beforeEach(() => resetCartPathWarningForTests());
afterEach(() => vi.restoreAllMocks());

describe('cart paths', () => {
  it('are the defaults when the site context names none, and never QA names', () => {
    expect(cartPaths({ website: { id: 'w' } })).toEqual({ cart: '/api/commerce/cart', entries: '/api/commerce/cart/entries' });
    expect(Object.values(DEFAULT_CART_PATHS).some((path) => path.includes('/qa/'))).toBe(false);
  });

  it('take the site context\'s cartPaths', () => {
    expect(cartPaths({ cartPaths: { cart: '/shop/cart', entries: '/shop/cart/lines' } })).toEqual({ cart: '/shop/cart', entries: '/shop/cart/lines' });
  });

  it.each([['//evil.example/cart'], ['/\\evil.example'], ['https://evil.example/cart'], ['javascript:alert(1)'], ['/cart?x=1'], [42], ['cart']])(
    'refuse %j (not a same-origin path) with one warning, keeping the default',
    (bad) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(cartPaths({ cartPaths: { cart: bad, entries: bad } })).toEqual(DEFAULT_CART_PATHS);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('cartPaths.cart');
    },
  );

  it('read only own fields', () => {
    const inherited = Object.create({ cart: '/inherited' }) as object;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(cartPaths({ cartPaths: inherited }).cart).toBe(DEFAULT_CART_PATHS.cart);
  });

  it('encode an entry id into its path', () => {
    expect(cartEntryPath('a/b?c', { cart: '/c', entries: '/c/e' })).toBe('/c/e/a%2Fb%3Fc');
  });
});
