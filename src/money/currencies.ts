/** One row of the currency table. */
export interface Currency {
  /** ISO 4217 alphabetic code. */
  readonly code: string;
  /** English name, as the string catalogues list it (behaviour.md#vocabulary). */
  readonly name: string;
  /** Digits after the decimal point: 2, except JPY = 0 (behaviour.md#vocabulary). */
  readonly fractionDigits: number;
  /** ISO 4217 numeric code, as a number (so 36, not '036'). */
  readonly numericCode: number;
}

/**
 * The supported currencies (behaviour.md#vocabulary, "Currency table").
 *
 * behaviour.md#vocabulary says "26 entries" but lists 27 codes, and behaviour.md#vocabulary
 * names 27 currencies; all 27 are kept. The order is the specification's.
 * Fraction digits follow the documented rule (2, JPY 0) rather than ISO 4217
 * (which gives IDR 2 as well, so the two agree for this table). Names are
 * the specification's, with the unit words it leaves implicit ("Norwegian,
 * Danish, Swedish and Czech currencies") taken from ISO 4217.
 */
export const CURRENCIES = {
  EUR: { code: 'EUR', name: 'Euro', fractionDigits: 2, numericCode: 978 },
  USD: { code: 'USD', name: 'US Dollar', fractionDigits: 2, numericCode: 840 },
  AUD: { code: 'AUD', name: 'Australian Dollar', fractionDigits: 2, numericCode: 36 },
  NOK: { code: 'NOK', name: 'Norwegian Krone', fractionDigits: 2, numericCode: 578 },
  CAD: { code: 'CAD', name: 'Canadian Dollar', fractionDigits: 2, numericCode: 124 },
  NZD: { code: 'NZD', name: 'New Zealand Dollar', fractionDigits: 2, numericCode: 554 },
  DKK: { code: 'DKK', name: 'Danish Krone', fractionDigits: 2, numericCode: 208 },
  GBP: { code: 'GBP', name: 'Pound Sterling', fractionDigits: 2, numericCode: 826 },
  HKD: { code: 'HKD', name: 'Hong Kong Dollar', fractionDigits: 2, numericCode: 344 },
  CHF: { code: 'CHF', name: 'Swiss Franc', fractionDigits: 2, numericCode: 756 },
  MXN: { code: 'MXN', name: 'Mexican Peso', fractionDigits: 2, numericCode: 484 },
  SGD: { code: 'SGD', name: 'Singapore Dollar', fractionDigits: 2, numericCode: 702 },
  SEK: { code: 'SEK', name: 'Swedish Krona', fractionDigits: 2, numericCode: 752 },
  CZK: { code: 'CZK', name: 'Czech Koruna', fractionDigits: 2, numericCode: 203 },
  ILS: { code: 'ILS', name: 'Israeli Shekel', fractionDigits: 2, numericCode: 376 },
  PHP: { code: 'PHP', name: 'Philippine Peso', fractionDigits: 2, numericCode: 608 },
  RUB: { code: 'RUB', name: 'Russian Ruble', fractionDigits: 2, numericCode: 643 },
  PLN: { code: 'PLN', name: 'Polish Zloty', fractionDigits: 2, numericCode: 985 },
  THB: { code: 'THB', name: 'Thai Baht', fractionDigits: 2, numericCode: 764 },
  MYR: { code: 'MYR', name: 'Malaysian Ringgit', fractionDigits: 2, numericCode: 458 },
  ARS: { code: 'ARS', name: 'Argentine Peso', fractionDigits: 2, numericCode: 32 },
  BRL: { code: 'BRL', name: 'Brazilian Real', fractionDigits: 2, numericCode: 986 },
  COP: { code: 'COP', name: 'Colombian Peso', fractionDigits: 2, numericCode: 170 },
  IDR: { code: 'IDR', name: 'Indonesian Rupiah', fractionDigits: 2, numericCode: 360 },
  INR: { code: 'INR', name: 'Indian Rupee', fractionDigits: 2, numericCode: 356 },
  JPY: { code: 'JPY', name: 'Yen', fractionDigits: 0, numericCode: 392 },
  ZAR: { code: 'ZAR', name: 'South African Rand', fractionDigits: 2, numericCode: 710 },
} as const satisfies Record<string, Currency>;

/** A supported currency code. */
export type CurrencyCode = keyof typeof CURRENCIES;

/** The store's currency when settings name none (behaviour.md#vocabulary: USD). */
export const DEFAULT_CURRENCY = 'USD' satisfies CurrencyCode;

/** Whether a value is a supported currency code. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CURRENCIES, value);
}

/**
 * The currency table row for a code, or the default currency (USD) for a
 * missing or unsupported code, so store settings never leave prices without
 * a currency.
 */
export function currencyOf(code: unknown): Currency {
  return isCurrencyCode(code) ? CURRENCIES[code] : CURRENCIES[DEFAULT_CURRENCY];
}
