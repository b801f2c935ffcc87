/**
 * The supported currencies by ISO 4217 alphabetic code, each with its
 * digits after the decimal point (docs/behaviour/vocabulary.md#vocabulary: "27 ISO 4217 codes"):
 * the codes and what a price display needs of them. The table's other columns
 * (names, numeric codes) are shown by no published page.
 *
 * All 27 documented codes are kept, in the documented order. Fraction digits follow the documented
 * rule (2, JPY 0) rather than ISO 4217 (which gives IDR 2 as well, so the two
 * agree for this table).
 */
const CURRENCY_FRACTION_DIGITS = {
  EUR: 2,
  USD: 2,
  AUD: 2,
  NOK: 2,
  CAD: 2,
  NZD: 2,
  DKK: 2,
  GBP: 2,
  HKD: 2,
  CHF: 2,
  MXN: 2,
  SGD: 2,
  SEK: 2,
  CZK: 2,
  ILS: 2,
  PHP: 2,
  RUB: 2,
  PLN: 2,
  THB: 2,
  MYR: 2,
  ARS: 2,
  BRL: 2,
  COP: 2,
  IDR: 2,
  INR: 2,
  JPY: 0,
  ZAR: 2,
} as const satisfies Record<string, number>;

/** A supported currency code. */
export type CurrencyCode = keyof typeof CURRENCY_FRACTION_DIGITS;

/** What formatting a price needs of its currency. */
export interface CurrencyDigits {
  /** ISO 4217 alphabetic code. */
  readonly code: CurrencyCode;
  /** Digits after the decimal point: 2, except JPY = 0 (behaviour/vocabulary.md#vocabulary). */
  readonly fractionDigits: number;
}

/** The store's currency when settings name none (behaviour/vocabulary.md#vocabulary: USD). */
export const DEFAULT_CURRENCY = 'USD' satisfies CurrencyCode;

/** Whether a value is a supported currency code. */
function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CURRENCY_FRACTION_DIGITS, value);
}

/**
 * The code and fraction digits for a code, or the default currency's (USD)
 * for a missing or unsupported code, so store settings never leave prices
 * without a currency.
 */
export function currencyOf(code: unknown): CurrencyDigits {
  const known = isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
  return { code: known, fractionDigits: CURRENCY_FRACTION_DIGITS[known] };
}
