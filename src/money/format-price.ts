import { currencyOf, DEFAULT_CURRENCY } from './currencies.ts';
import { t } from '../catalogue/index.ts';
import { MONEY_TEXT } from '../catalogue/en/money.ts';
import { numberFormat } from '../messages/intl-cache.ts';

/**
 * Most integer digits a formatted price may have (docs/behaviour/vocabulary.md#vocabulary: "at most 15
 * integer places"). Beyond that a price is refused rather than shown wrong.
 */
const MAX_PRICE_INTEGER_DIGITS = 15;

/** Thousands separator of price display (behaviour/vocabulary.md#vocabulary: ','). */
const PRICE_GROUP_SEPARATOR = ',';

/** Decimal separator of price display (behaviour/vocabulary.md#vocabulary: '.'). */
const PRICE_DECIMAL_SEPARATOR = '.';

/** Options shared by the price formatters. */
export interface FormatAmountOptions {
  /** Currency code; missing or unsupported codes mean USD (the default). */
  readonly currency?: string;
  /**
   * Drop the fraction when it is all zeros ('12' instead of '12.00'); a
   * non-zero fraction is always shown in full ('12.50').
   */
  readonly trimZeroFraction?: boolean;
}

/**
 * The free-if-zero choice of a money display. behaviour/vocabulary.md#vocabulary makes the
 * 'Free' label required when the option is used, so the type ties them.
 */
export type FreeIfZeroOption = { readonly freeIfZero?: false; readonly freeLabel?: string } | { readonly freeIfZero: true; readonly freeLabel: string };

/** Options of {@link formatMoney} and {@link formatPriceFrom}. */
export type FormatMoneyOptions = FormatAmountOptions & FreeIfZeroOption;

/**
 * A price in minor units (cents; yen for JPY) as digits, with the documented
 * fixed separators whatever the locale: 2 decimals (0 for JPY), ','
 * thousands, '.' decimal.
 *
 * Formatting works on the integer's digits, not on a floating division, so
 * all 15 integer places are exact when passed as a bigint (a number is
 * exact up to `Number.MAX_SAFE_INTEGER` minor units). A fractional number
 * of minor units is rounded to the nearest unit first.
 *
 * @example formatAmount(123456) // '1,234.56'
 * @example formatAmount(1234, { currency: 'JPY' }) // '1,234'
 * @throws {RangeError} for a non-finite amount or more than 15 integer places.
 */
export function formatAmount(minorUnits: number | bigint, options: FormatAmountOptions = {}): string {
  const { fractionDigits } = currencyOf(options.currency ?? DEFAULT_CURRENCY);
  const { negative, digits } = minorUnitDigits(minorUnits);
  const padded = digits.padStart(fractionDigits + 1, '0');
  const integerPart = padded.slice(0, padded.length - fractionDigits);
  const fractionPart = padded.slice(padded.length - fractionDigits);
  if (integerPart.length > MAX_PRICE_INTEGER_DIGITS) {
    throw new RangeError(`A price may have at most ${MAX_PRICE_INTEGER_DIGITS} integer places: ${String(minorUnits)}`);
  }
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, PRICE_GROUP_SEPARATOR);
  const showFraction = fractionDigits > 0 && !(options.trimZeroFraction === true && /^0+$/.test(fractionPart));
  const isZero = /^0+$/.test(digits);
  return `${negative && !isZero ? '-' : ''}${grouped}${showFraction ? PRICE_DECIMAL_SEPARATOR + fractionPart : ''}`;
}

/**
 * A price with its currency symbol ('$1,234.56', '€12', '¥1,234'), or the
 * free label for a zero amount when `freeIfZero` is set. The symbol and its
 * side come from `Intl.NumberFormat` (narrow symbol, English), the digits
 * from {@link formatAmount}, so separators stay the specification's.
 *
 * @example formatMoney(0, { freeIfZero: true, freeLabel: t(MONEY_TEXT, 'free') }) // 'Free'
 * @throws {TypeError} when `freeIfZero` is used without a 'Free' label
 *   (behaviour/vocabulary.md#vocabulary: the label is required).
 */
export function formatMoney(minorUnits: number | bigint, options: FormatMoneyOptions = {}): string {
  if (options.freeIfZero === true) {
    const label: unknown = options.freeLabel;
    if (typeof label !== 'string' || label === '') {
      throw new TypeError("A 'Free' label is required when the free-if-zero option is used");
    }
    if (isZeroAmount(minorUnits)) return label;
  }
  const currency = currencyOf(options.currency ?? DEFAULT_CURRENCY);
  const amount = formatAmount(minorUnits, options);
  const negative = amount.startsWith('-');
  const { prefix, suffix } = currencyAffixes(currency.code);
  return `${negative ? '-' : ''}${prefix}${negative ? amount.slice(1) : amount}${suffix}`;
}

/**
 * The price of a product whose variants may differ: the single price when
 * every variant costs the same, else 'from {startingPrice}' with the lowest
 * price (behaviour/vocabulary.md#vocabulary).
 *
 * @returns '' for an empty list (nothing to show).
 */
export function formatPriceFrom(variantPrices: readonly (number | bigint)[], options: FormatMoneyOptions = {}): string {
  if (variantPrices.length === 0) return '';
  let lowest = variantPrices[0] as number | bigint;
  let varies = false;
  for (const price of variantPrices) {
    if (price !== lowest) varies = true; // loose: 100n and 100 are the same price
    if (price < lowest) lowest = price;
  }
  const price = formatMoney(lowest, options);
  return varies ? t(MONEY_TEXT, 'fromPrice', { startingPrice: price }) : price;
}

function isZeroAmount(minorUnits: number | bigint): boolean {
  return typeof minorUnits === 'bigint' ? minorUnits === 0n : Math.round(minorUnits) === 0;
}

function minorUnitDigits(minorUnits: number | bigint): { negative: boolean; digits: string } {
  if (typeof minorUnits === 'bigint') {
    const negative = minorUnits < 0n;
    return { negative, digits: (negative ? -minorUnits : minorUnits).toString() };
  }
  if (!Number.isFinite(minorUnits)) throw new RangeError(`Not a price: ${minorUnits}`);
  const rounded = Math.round(Math.abs(minorUnits));
  // BigInt prints every digit of a large integer, where String() would switch
  // to exponent notation past 1e21.
  return { negative: minorUnits < 0, digits: BigInt(rounded).toString() };
}

function currencyAffixes(code: string): { prefix: string; suffix: string } {
  const parts = numberFormat('en', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(1);
  let prefix = '';
  let suffix = '';
  let seenNumber = false;
  for (const part of parts) {
    if (part.type === 'integer' || part.type === 'decimal' || part.type === 'fraction' || part.type === 'group') {
      seenNumber = true;
    } else if (seenNumber) {
      suffix += part.value;
    } else {
      prefix += part.value;
    }
  }
  return { prefix, suffix };
}
