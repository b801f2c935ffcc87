// @vitest-environment node
import { build } from 'esbuild';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { sharedOptions } from '../../../../build/plugins.mjs';
import { DEFAULT_CURRENCY, currencyOf } from '../../../../src/money/currencies.ts';
import type { CurrencyCode } from '../../../../src/money/currencies.ts';

// Code, name and ISO 4217 numeric (behaviour/vocabulary.md#vocabulary; only the code and digits are used), fraction digits (2, JPY 0).
const TABLE: ReadonlyArray<[CurrencyCode, string, number, number]> = [
  ['EUR', 'Euro', 2, 978],
  ['USD', 'US Dollar', 2, 840],
  ['AUD', 'Australian Dollar', 2, 36],
  ['NOK', 'Norwegian Krone', 2, 578],
  ['CAD', 'Canadian Dollar', 2, 124],
  ['NZD', 'New Zealand Dollar', 2, 554],
  ['DKK', 'Danish Krone', 2, 208],
  ['GBP', 'Pound Sterling', 2, 826],
  ['HKD', 'Hong Kong Dollar', 2, 344],
  ['CHF', 'Swiss Franc', 2, 756],
  ['MXN', 'Mexican Peso', 2, 484],
  ['SGD', 'Singapore Dollar', 2, 702],
  ['SEK', 'Swedish Krona', 2, 752],
  ['CZK', 'Czech Koruna', 2, 203],
  ['ILS', 'Israeli Shekel', 2, 376],
  ['PHP', 'Philippine Peso', 2, 608],
  ['RUB', 'Russian Ruble', 2, 643],
  ['PLN', 'Polish Zloty', 2, 985],
  ['THB', 'Thai Baht', 2, 764],
  ['MYR', 'Malaysian Ringgit', 2, 458],
  ['ARS', 'Argentine Peso', 2, 32],
  ['BRL', 'Brazilian Real', 2, 986],
  ['COP', 'Colombian Peso', 2, 170],
  ['IDR', 'Indonesian Rupiah', 2, 360],
  ['INR', 'Indian Rupee', 2, 356],
  ['JPY', 'Yen', 0, 392],
  ['ZAR', 'South African Rand', 2, 710],
];

describe('the currency table', () => {
  it.each(TABLE)('%s (%s) has %i fraction digits', (code, _name, fractionDigits) => {
    expect(currencyOf(code)).toEqual({ code, fractionDigits });
  });

  it('agrees with Intl on fraction digits where Intl has them', () => {
    for (const [code, , digits] of TABLE) {
      if (code === 'IDR' || code === 'COP' || code === 'ARS') continue; // CLDR cash digits differ from ISO/seed
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions();
      expect(intl.maximumFractionDigits, code).toBe(digits);
    }
  });

  it('defaults to USD', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(currencyOf(undefined).code).toBe('USD');
    expect(currencyOf('XXX').code).toBe('USD');
    expect(currencyOf('JPY').code).toBe('JPY');
  });

  it('gives a code with its fraction digits, from the table', () => {
    expect(currencyOf('JPY')).toEqual({ code: 'JPY', fractionDigits: 0 });
    expect(currencyOf('EUR')).toEqual({ code: 'EUR', fractionDigits: 2 });
    expect(currencyOf('toString')).toEqual({ code: 'USD', fractionDigits: 2 });
  });

  it.each(['usd', 'toString', '', 1])('%j is not a currency code: USD is used', (value) => {
    expect(currencyOf(value)).toEqual({ code: 'USD', fractionDigits: 2 });
  });
});

describe('what a price display downloads of the table', () => {
  it('bundles the codes and fraction digits, never the names or numeric codes (the product page has no room for them)', async () => {
    const root = join(import.meta.dirname, '../../../..');
    // (An output folder only names files: nothing is written; the build's .svg file loader needs one.)
    const result = await build({
      ...sharedOptions(root),
      entryPoints: ['src/money/format-price.ts'],
      format: 'esm',
      outdir: join(root, 'dist-currencies'),
      write: false,
      logLevel: 'error',
    });
    const code = result.outputFiles![0]!.text;
    expect(code).toContain('JPY:0');
    expect(code).not.toContain('Pound Sterling');
    expect(code).not.toContain('Yen');
    expect(code).not.toMatch(/\b978\b/);
  });
});
