import type { EnglishAreas } from './en/index.ts';
import type { Area, ArgsFor, FormattedArea, Formatter, Translation } from './area.ts';
import type { MessageArgs } from '../messages/format-message.ts';
import { fail } from '../log.ts';

/** Re-exported so a language file and its registration import types from one place. */
export type { Area, Translation } from './area.ts';

/**
 * A (possibly partial) translation of the catalogue into one language: any
 * of its areas by name (`form`, `video`…), each with any of its keys. A
 * language file's module namespace (`import * as fr from './fr'`) is one,
 * and so is `{ video: fr.video }`.
 */
export type Catalogue = { readonly [N in keyof EnglishAreas]?: Translation<EnglishAreas[N]> };

/**
 * What has been registered at run time (./register.ts writes it; module
 * state, plain initializers that run nothing): translations by locale,
 * then area name, then key; the formatter a language brought
 * (formatMessage, for plurals); and the language to show (the site's,
 * once a translation is registered, or the one `setLocale` chose).
 * English stays in the imported areas, never copied. The writers live in
 * their own module so that the chunks that only read strings (every
 * widget, the banner) do not carry them.
 */
// Keyed by locales, areas and keys a page script may choose: no prototype, so `__proto__`,
// `constructor` or `toString` are plain keys (behaviour/start-up.md#security-model).
export const catalogues: Record<string, Record<string, Readonly<Record<string, string>> | undefined> | undefined> = Object.create(null);
export const formatters: Record<string, Formatter | undefined> = Object.create(null);
export const chosen: { locale?: string } = {};

/** The language `t()` uses (see ./register.ts): the one registered or chosen, else English. */
export function getLocale(): string {
  return chosen.locale ?? 'en';
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
 * import { CART_TEXT } from '../catalogue/en/cart.ts';
 * t(CART_TEXT, 'badgeOneItem') // 'One item in cart'
 * t(CART_TEXT, 'badgeItems', { n: 3 }) // '3 items in cart'
 */
export function t<A extends Area, K extends keyof A['messages'] & string>(area: A, key: K, ...rest: ArgsFor<A, K>): string {
  const args: MessageArgs | undefined = rest[0];
  const messages: Readonly<Record<K, string>> = area.messages;
  const english = messages[key];
  const locale = getLocale();
  const translated = lookupTranslation(area.name, key, locale);
  if (args === undefined) return translated ?? english;
  // ArgsFor lets only an area with a formatter take arguments.
  const { format } = area as Area as FormattedArea;
  if (translated !== undefined) {
    try {
      return (formatters[locale] ?? formatters[locale.split('-')[0]!] ?? format)(translated, args, locale);
    } catch (error) {
      // The console funnel is in the idle core, with this module (build/idle-core.mjs `joiningCore`): a static import costs nothing.
      fail(`Catalogue entry "${area.name}.${key}" for locale "${locale}" could not be formatted.`, error);
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
