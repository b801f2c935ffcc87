// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartCallError as CartCallErrorType } from '../../../../src/cart/call.ts';

// Each test gets fresh modules, so the cart and its first sync start as a page's do.
let getCart: typeof import('../../../../src/cart/cart.ts').getCart;
let syncCart: typeof import('../../../../src/cart/cart.ts').syncCart;
let addToCart: typeof import('../../../../src/cart/add-to-cart.ts').addToCart;
let CartCallError: typeof CartCallErrorType;
let createBus: typeof import('../../../../src/bus.ts').createBus;
type CartCallError = CartCallErrorType;

beforeEach(async () => {
  vi.resetModules();
  ({ getCart, syncCart } = await import('../../../../src/cart/cart.ts'));
  ({ addToCart } = await import('../../../../src/cart/add-to-cart.ts'));
  ({ CartCallError } = await import('../../../../src/cart/call.ts'));
  ({ createBus } = await import('../../../../src/bus.ts'));
});
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('cart sync', () => {
  it('reads the QA cart once for every caller and emits cart:change', async () => {
    const fetch = vi.fn(async () => answer(200, { totalQuantity: 42, subtotalCents: 52500 }));
    vi.stubGlobal('fetch', fetch);
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('cart:change', (p) => seen.push(p));
    const [a, b] = await Promise.all([syncCart(bus), syncCart(bus)]);
    expect(a).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/commerce/cart');
    expect(getCart().data.totalQuantity).toBe(42);
    expect(seen).toEqual([{ totalQuantity: 42, subtotalCents: 52500 }]);
  });

  it('fails as server on a 500 and may be tried again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, {})),
    );
    const bus = createBus();
    await expect(syncCart(bus)).rejects.toMatchObject({ kind: 'server' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { totalQuantity: 1 })),
    );
    await expect(syncCart(bus)).resolves.toBe(getCart());
  });

  it('fails as network when fetch rejects', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await addToCart({ productId: 'p1', quantity: 1 }, createBus()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartCallError);
    expect((error as CartCallError).kind).toBe('network');
  });

  it('adds with a JSON POST and takes the answer', async () => {
    const fetch = vi.fn(async () => answer(200, { totalQuantity: 2 }));
    vi.stubGlobal('fetch', fetch);
    await addToCart({ productId: 'p1', sku: 'SQ1234567', quantity: 2 }, createBus());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/commerce/cart/entries');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ productId: 'p1', sku: 'SQ1234567', quantity: 2 });
    expect(getCart().data.totalQuantity).toBe(2);
  });
});

describe('changing a cart line', () => {
  it('PUTs a quantity and DELETEs a line at {entries}/{id}, taking the answer', async () => {
    const { removeEntry, setEntryQuantity } = await import('../../../../src/cart/change-entry.ts');
    const fetch = vi.fn(async () => answer(200, { totalQuantity: 3 }));
    vi.stubGlobal('fetch', fetch);
    await setEntryQuantity('entry 1', 3, createBus());
    await removeEntry('entry-2', createBus());
    const calls = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls.map(([url, init]) => [init.method, url, init.body ?? null])).toEqual([
      ['PUT', '/api/commerce/cart/entries/entry%201', '{"quantity":3}'],
      ['DELETE', '/api/commerce/cart/entries/entry-2', null],
    ]);
    expect(getCart().data.totalQuantity).toBe(3);
  });

  it('leaves the cart as it was when the server refuses', async () => {
    const { setEntryQuantity } = await import('../../../../src/cart/change-entry.ts');
    getCart().apply({ totalQuantity: 2 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { error: 'no' })),
    );
    await expect(setEntryQuantity('e', 9, createBus())).rejects.toMatchObject({ kind: 'server' });
    expect(getCart().data.totalQuantity).toBe(2);
  });
});
