/**
 * The page's Intl formatters, made once per locale and options: building an
 * `Intl.NumberFormat` costs far more than formatting with one, and the
 * catalogue formats a number in every message that has one (a profile of a
 * real page spent 13.4 ms making a new one for each cart badge text).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

/** The cached formatter under `key`, made by `make` the first time. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat(locale, options)`, once per locale and options. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n ${locale} ${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, once per locale and options. */
export function dateFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d ${locale} ${JSON.stringify(options ?? {})}`, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.PluralRules(locale)`, once per locale. */
export function pluralRules(locale: string): Intl.PluralRules {
  return cached(`p ${locale}`, () => new Intl.PluralRules(locale));
}
