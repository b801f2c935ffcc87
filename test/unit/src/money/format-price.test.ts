// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, formatPriceFrom } from '../../../../src/money/format-price.ts';
import type { FormatMoneyOptions } from '../../../../src/money/format-price.ts';
import { t } from '../../../../src/catalogue/index.ts';
import { MONEY_TEXT } from '../../../../src/catalogue/en/money.ts';

describe('formatAmount', () => {
  it.each([
    [0, 'USD', false, '0.00'],
    [5, 'USD', false, '0.05'],
    [99, 'USD', false, '0.99'],
    [100, 'USD', false, '1.00'],
    [123456, 'USD', false, '1,234.56'],
    [100000000, 'USD', false, '1,000,000.00'],
    [-2550, 'USD', false, '-25.50'],
    [1200, 'USD', true, '12'],
    [1250, 'USD', true, '12.50'],
    [0, 'USD', true, '0'],
    [1234, 'JPY', false, '1,234'],
    [1234, 'JPY', true, '1,234'],
    [5, 'JPY', false, '5'],
    [123456, 'EUR', false, '1,234.56'],
    [123456, undefined, false, '1,234.56'],
    [123456, 'XXX', false, '1,234.56'],
    [12.6, 'USD', false, '0.13'],
    [-0, 'USD', false, '0.00'],
    [-0.4, 'USD', false, '0.00'],
  ] as const)('%d minor units of %s (trim %s) is %s', (minor, currency, trimZeroFraction, expected) => {
    expect(formatAmount(minor, { currency, trimZeroFraction })).toBe(expected);
  });

  it.each([
    [99999999999999999n, 'USD', '999,999,999,999,999.99'],
    [999999999999999n, 'JPY', '999,999,999,999,999'],
    [-99999999999999999n, 'USD', '-999,999,999,999,999.99'],
    [100000000000000000000n, 'USD', undefined],
    [1000000000000000n, 'JPY', undefined],
  ] as const)('15 integer places: %s %s', (minor, currency, expected) => {
    if (expected === undefined) {
      expect(() => formatAmount(minor, { currency })).toThrow(RangeError);
    } else {
      expect(formatAmount(minor, { currency })).toBe(expected);
    }
  });

  it('refuses a 16-digit number of yen', () => {
    expect(() => formatAmount(1e15, { currency: 'JPY' })).toThrow(/at most 15 integer places/);
    expect(formatAmount(999_999_999_999_999, { currency: 'JPY' })).toBe('999,999,999,999,999');
  });

  it.each([Number.NaN, Infinity, -Infinity])('refuses %d', (minor) => {
    expect(() => formatAmount(minor)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [123456, { currency: 'USD' }, '$1,234.56'],
    [123456, {}, '$1,234.56'],
    [-2550, { currency: 'USD' }, '-$25.50'],
    [1234, { currency: 'JPY' }, '¥1,234'],
    [1200, { currency: 'EUR', trimZeroFraction: true }, '€12'],
    [1999, { currency: 'GBP' }, '£19.99'],
    [0, { currency: 'USD' }, '$0.00'],
    [0, { currency: 'USD', freeIfZero: true, freeLabel: 'Free' }, 'Free'],
    [1, { currency: 'USD', freeIfZero: true, freeLabel: 'Free' }, '$0.01'],
    [0, { freeIfZero: false }, '$0.00'],
  ] as ReadonlyArray<[number, FormatMoneyOptions, string]>)('%d with %j is %s', (minor, options, expected) => {
    expect(formatMoney(minor, options)).toBe(expected);
  });

  it('uses the catalogue for the Free label', () => {
    expect(formatMoney(0, { freeIfZero: true, freeLabel: t(MONEY_TEXT, 'free') })).toBe('Free');
  });

  it.each([
    ['no label', { freeIfZero: true }],
    ['an empty label', { freeIfZero: true, freeLabel: '' }],
  ])('requires a Free label with free-if-zero (%s)', (_name, options) => {
    // The type already forbids this; the runtime check covers untyped callers.
    expect(() => formatMoney(500, options as FormatMoneyOptions)).toThrow("A 'Free' label is required when the free-if-zero option is used");
  });

  it('keeps the documented separators whatever the currency’s own locale', () => {
    expect(formatMoney(123456789, { currency: 'CHF' })).toMatch(/1,234,567\.89/);
    expect(formatMoney(123456789, { currency: 'BRL' })).toMatch(/1,234,567\.89/);
  });
});

describe('formatPriceFrom', () => {
  it.each([
    [[1000], '$10.00'],
    [[1000, 1000], '$10.00'],
    [[1500, 1000, 2000], 'from $10.00'],
    [[], ''],
  ] as const)('%j is %s', (prices, expected) => {
    expect(formatPriceFrom(prices)).toBe(expected);
  });

  it('formats yen starting prices without decimals', () => {
    expect(formatPriceFrom([500, 300], { currency: 'JPY' })).toBe('from ¥300');
  });
});
