import type { EnglishAreas } from './en/index';
import type { Area, ArgsFor, FormattedArea, Formatter, Translation } from './area';
import type { MessageArgs } from '../messages/format-message';

/** Re-exported so a language file and its registration import types from one place. */
export type { Area, Translation } from './area';

/**
 * A (possibly partial) translation of the catalogue into one language: any
 * of its areas by name (`form`, `video`…), each with any of its keys. A
 * language file's module namespace (`import * as fr from './fr'`) is one,
 * and so is `{ video: fr.video }`.
 */
export type Catalogue = { readonly [N in keyof EnglishAreas]?: Translation<EnglishAreas[N]> };

// Module state, not a side effect: both are plain initialisers that run
// nothing. Translations registered at run time live here, by locale, then
// area name, then key; English stays in the imported areas, never copied.
const catalogues: Record<string, Record<string, Readonly<Record<string, string>> | undefined> | undefined> = {};
// The formatter a language registered (formatMessage, for plurals), by locale.
const formatters: Record<string, Formatter | undefined> = {};
let activeLocale = 'en';

/**
 * Adds (or extends) the translation of a language, area by area. Keys it
 * lacks fall back to English, so a translation can be shipped piece by
 * piece, and registered by the chunks that read each area.
 *
 * To add a language, write one file beside `en/` that exports, under each
 * area's name, the messages it translates; and register it where the
 * site's locale is known:
 *
 * @example
 * // src/catalogue/fr.ts
 * import type { LOGOUT_TEXT } from './en/logout';
 * import type { RELATIVE_TIME_TEXT } from './en/relative-time';
 * import type { Translation } from './index';
 * export const logout = {
 *   title: 'Déconnexion réussie',
 * } as const satisfies Translation<typeof LOGOUT_TEXT>;
 * export const relativeTime = {
 *   secondsAgo: 'il y a environ {seconds} secondes',
 * } as const satisfies Translation<typeof RELATIVE_TIME_TEXT>;
 *
 * // wherever the page context gives the website locale:
 * import { registerCatalogue, setLocale } from '../catalogue/index';
 * import * as fr from '../catalogue/fr';
 * registerCatalogue('fr', fr); // every area of the file
 * registerCatalogue('fr', { logout: fr.logout }); // or only the areas this chunk reads
 * setLocale('fr');
 *
 * One file is enough; but esbuild splits chunks by file, so every chunk
 * that imports `fr.ts` shares the areas any of them registers. Where that
 * matters, split the language into one file per area, as `en/` is.
 *
 * English messages are filled by `fillPlaceholders` (`{name}` only), and so
 * are translations, unless the language brings its own `format`: a
 * translation written with ICU plurals or selects registers
 * `formatMessage` (src/messages/format-message.ts), and only pages in that
 * language pay for the parser:
 *
 * @example
 * import { formatMessage } from '../messages/format-message';
 * registerCatalogue('pl', { cart: { badgeItems: '{n, plural, one {# produkt} few {# produkty} other {# produktów}} w koszyku' } }, formatMessage);
 */
export function registerCatalogue(locale: string, catalogue: Catalogue, format?: Formatter): void {
  if (format) formatters[locale] = format;
  const areas = (catalogues[locale] ??= {});
  const added: Readonly<Record<string, Readonly<Record<string, string>> | undefined>> = catalogue;
  for (const [name, translation] of Object.entries(added)) areas[name] = { ...areas[name], ...translation };
}

/**
 * Chooses the language `t()` uses, as a BCP 47 tag. Plural rules, numbers
 * and dates in translated messages follow it too. Keys with no translation
 * show the English text, formatted by English rules (its plural keys are
 * English ones, which another locale may not have).
 */
export function setLocale(locale: string): void {
  activeLocale = locale;
}

/** The language `t()` currently uses. */
export function getLocale(): string {
  return activeLocale;
}

/**
 * The text of one message of an area (see `./en/index.ts`) in the active
 * language. A message with `{name}` placeholders takes `args` (the
 * compiler insists) and is filled in; one without is plain
 * text, returned as written (its translation too: no ICU quoting), so the
 * chunks that read only plain-text areas never load the formatter.
 *
 * Looks the key up in the active locale's translation, then in its base
 * language ('fr' for 'fr-CA'), then in English. A translated message that
 * fails to format (a translator's mistake) falls back to the English one
 * rather than breaking the visitor's page; an English message that fails
 * to format throws, because that is a caller's mistake.
 *
 * @example
 * import { CART_TEXT } from '../catalogue/en/cart';
 * t(CART_TEXT, 'badgeOneItem') // 'One item in cart'
 * t(CART_TEXT, 'badgeItems', { n: 3 }) // '3 items in cart'
 */
export function t<A extends Area, K extends keyof A['messages'] & string>(area: A, key: K, ...rest: ArgsFor<A, K>): string {
  const args: MessageArgs | undefined = rest[0];
  const messages: Readonly<Record<K, string>> = area.messages;
  const english = messages[key];
  const translated = lookupTranslation(area.name, key, activeLocale);
  if (args === undefined) return translated ?? english;
  // ArgsFor lets only an area with a formatter take arguments.
  const { format } = area as Area as FormattedArea;
  if (translated !== undefined) {
    try {
      return (formatters[activeLocale] ?? formatters[activeLocale.split('-')[0]!] ?? format)(translated, args, activeLocale);
    } catch (error) {
      console.error(`Catalogue entry "${area.name}.${key}" for locale "${activeLocale}" could not be formatted.`, error);
    }
  }
  return format(english, args, 'en');
}

function lookupTranslation(area: string, key: string, locale: string): string | undefined {
  const exact = catalogues[locale]?.[area]?.[key];
  if (exact !== undefined) return exact;
  const base = locale.split('-')[0];
  return base === undefined || base === locale ? undefined : catalogues[base]?.[area]?.[key];
}
