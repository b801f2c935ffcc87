// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Cart, getCart } from '../../../../src/cart/cart.ts';
import { CART_FIELD_KINDS, defaultCartData } from '../../../../src/cart/fields.ts';
import { cartFieldProblem, isCartFieldName, isValidCartField } from '../../../../src/cart/validators.ts';
import { createBus } from '../../../../src/bus.ts';

afterEach(() => vi.restoreAllMocks());

describe('cart defaults', () => {
  it('has every field of the cart table with its default', () => {
    expect(defaultCartData()).toEqual({
      id: '',
      websiteId: '',
      orderId: '',
      created: undefined,
      isPurchased: false,
      entries: [],
      shippingOptions: [],
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      selectedShippingOption: {},
      shippingLocation: {},
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      subtotalAmount: { value: 0, currencyCode: 'USD' },
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
    expect(Object.keys(CART_FIELD_KINDS).sort()).toEqual(Object.keys(defaultCartData()).sort());
  });

  it('gives each call a fresh copy (lists are not shared)', () => {
    const a = defaultCartData();
    a.entries.push(1);
    expect(defaultCartData().entries).toEqual([]);
  });
});

describe('cart field validators', () => {
  const good: Record<string, unknown> = {
    string: 'x',
    number: 3,
    boolean: true,
    array: [],
    object: {},
    timestamp: 1700000000000,
    money: { value: 1250, currencyCode: 'EUR' },
  };
  const bad: Record<string, unknown[]> = {
    string: [1, null, undefined, {}],
    number: ['3', NaN, Infinity, null],
    boolean: ['true', 0, null],
    array: [{}, 'a', null],
    object: [[], null, 'x', 1],
    timestamp: ['2024-01-01', NaN, new Date('nope'), null],
    money: [{ value: '1', currencyCode: 'USD' }, { value: 1 }, 12, null, []],
  };
  for (const [name, kind] of Object.entries(CART_FIELD_KINDS)) {
    it(`${name} requires ${kind}`, () => {
      expect(isCartFieldName(name)).toBe(true);
      expect(isValidCartField(name as keyof typeof CART_FIELD_KINDS, good[kind])).toBe(true);
      for (const value of bad[kind]!) expect(isValidCartField(name as keyof typeof CART_FIELD_KINDS, value)).toBe(false);
    });
  }

  it('names the field and the kind in its problem', () => {
    expect(cartFieldProblem('totalQuantity', '3')).toBe('cart field "totalQuantity" must be number, got string');
    expect(cartFieldProblem('entries', {})).toBe('cart field "entries" must be array, got object');
    expect(cartFieldProblem('totalQuantity', 3)).toBeUndefined();
    expect(isCartFieldName('__proto__')).toBe(false);
    expect(isCartFieldName('constructor')).toBe(false);
  });

  it('accepts a valid Date for created', () => {
    expect(isValidCartField('created', new Date(0))).toBe(true);
  });
});

describe('the cart model', () => {
  it('is one instance per page', () => {
    expect(getCart()).toBe(getCart());
  });

  it('takes valid fields, keeps the old value of invalid ones and names them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cart = new Cart();
    const problems = cart.apply({ totalQuantity: 2, subtotalCents: '9', hasDigital: true, unknownField: 1, created: 1700000000000 });
    expect(problems).toEqual(['cart field "subtotalCents" must be number, got string']);
    expect(cart.data.totalQuantity).toBe(2);
    expect(cart.data.subtotalCents).toBe(0);
    expect(cart.data.hasDigital).toBe(true);
    expect('unknownField' in cart.data).toBe(false);
    expect(cart.createdDate).toEqual(new Date(1700000000000));
    expect(warn).toHaveBeenCalledWith('[site-runtime] cart field "subtotalCents" must be number, got string');
  });

  it('refuses data that is not an object', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cart = new Cart();
    expect(cart.apply([1])).toEqual(['cart data must be an object']);
    expect(cart.apply(null)).toEqual(['cart data must be an object']);
    expect(cart.data).toEqual(defaultCartData());
  });

  it('ignores a __proto__ key in server JSON', () => {
    const cart = new Cart();
    cart.apply(JSON.parse('{"__proto__":{"totalQuantity":5},"totalQuantity":1}'));
    expect(cart.data.totalQuantity).toBe(1);
    expect(({} as Record<string, unknown>).totalQuantity).toBeUndefined();
  });

  it('emits cart:change when the quantity or subtotal changes, or when forced', () => {
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('cart:change', (payload) => seen.push(payload));
    const cart = new Cart();
    cart.apply({ totalQuantity: 0 }, bus);
    expect(seen).toEqual([]);
    cart.apply({ totalQuantity: 3, subtotalCents: 3000 }, bus);
    cart.apply({ hasDigital: true }, bus);
    cart.apply({ hasDigital: false }, bus, true);
    expect(seen).toEqual([
      { totalQuantity: 3, subtotalCents: 3000 },
      { totalQuantity: 3, subtotalCents: 3000 },
    ]);
  });

  it('resets to the defaults', () => {
    const cart = new Cart();
    cart.apply({ totalQuantity: 4 });
    cart.reset();
    expect(cart.data).toEqual(defaultCartData());
  });
});
