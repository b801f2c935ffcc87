import type { CurrencyCode } from './currencies.ts';

/**
 * The currencies' English names, by code (behaviour.md#vocabulary): the
 * specification's names, with the unit words it leaves implicit
 * ("Norwegian, Danish, Swedish and Czech currencies") taken from ISO 4217.
 * Kept apart from the codes and fraction digits (`./currencies.ts`) because
 * no price display shows them: only readers of the whole table import them,
 * so a page that shows prices does not download them.
 */
export const CURRENCY_NAMES = {
  EUR: 'Euro',
  USD: 'US Dollar',
  AUD: 'Australian Dollar',
  NOK: 'Norwegian Krone',
  CAD: 'Canadian Dollar',
  NZD: 'New Zealand Dollar',
  DKK: 'Danish Krone',
  GBP: 'Pound Sterling',
  HKD: 'Hong Kong Dollar',
  CHF: 'Swiss Franc',
  MXN: 'Mexican Peso',
  SGD: 'Singapore Dollar',
  SEK: 'Swedish Krona',
  CZK: 'Czech Koruna',
  ILS: 'Israeli Shekel',
  PHP: 'Philippine Peso',
  RUB: 'Russian Ruble',
  PLN: 'Polish Zloty',
  THB: 'Thai Baht',
  MYR: 'Malaysian Ringgit',
  ARS: 'Argentine Peso',
  BRL: 'Brazilian Real',
  COP: 'Colombian Peso',
  IDR: 'Indonesian Rupiah',
  INR: 'Indian Rupee',
  JPY: 'Yen',
  ZAR: 'South African Rand',
} as const satisfies Record<CurrencyCode, string>;

/** The currencies' ISO 4217 numeric codes, by code, as numbers (so 36, not '036'). */
export const CURRENCY_NUMERIC_CODES = {
  EUR: 978,
  USD: 840,
  AUD: 36,
  NOK: 578,
  CAD: 124,
  NZD: 554,
  DKK: 208,
  GBP: 826,
  HKD: 344,
  CHF: 756,
  MXN: 484,
  SGD: 702,
  SEK: 752,
  CZK: 203,
  ILS: 376,
  PHP: 608,
  RUB: 643,
  PLN: 985,
  THB: 764,
  MYR: 458,
  ARS: 32,
  BRL: 986,
  COP: 170,
  IDR: 360,
  INR: 356,
  JPY: 392,
  ZAR: 710,
} as const satisfies Record<CurrencyCode, number>;
