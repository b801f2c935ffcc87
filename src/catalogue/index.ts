import { en } from './en';
import type { CatalogueKey } from './en';
import { formatMessage } from '../messages/format-message';
import type { MessageArgs } from '../messages/format-message';

/** Re-exported so a widget imports keys and `t()` from one place. */
export type { CatalogueKey } from './en';

/** A (possibly partial) translation of the catalogue into one language. */
export type Catalogue = Readonly<Partial<Record<CatalogueKey, string>>>;

// Module state, not a side effect: both are plain initialisers that run
// nothing. Translations registered at run time live here; English is the
// imported `en` object and is never copied.
const catalogues: Record<string, Catalogue> = {};
let activeLocale = 'en';

/**
 * Adds (or extends) the catalogue of a language. Keys it lacks fall back to
 * English, so a translation can be shipped piece by piece.
 *
 * To add a language, write one file beside `en.ts` that exports its
 * catalogue, and register it where the site's locale is known:
 *
 * @example
 * // src/catalogue/fr.ts
 * import type { Catalogue } from './index';
 * export const fr = {
 *   'logout.title': 'Déconnexion réussie',
 *   'relativeTime.secondsAgo': 'il y a environ {seconds} secondes',
 * } as const satisfies Catalogue;
 *
 * // wherever the page context gives the website locale:
 * import { registerCatalogue, setLocale } from '../catalogue/index';
 * import { fr } from '../catalogue/fr';
 * registerCatalogue('fr', fr);
 * setLocale('fr');
 */
export function registerCatalogue(locale: string, catalogue: Catalogue): void {
  catalogues[locale] = { ...catalogues[locale], ...catalogue };
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
 * The text of a catalogue entry in the active language, with its `{name}`
 * placeholders, plurals and selects filled from `args`.
 *
 * Looks the key up in the active locale's catalogue, then in its base
 * language ('fr' for 'fr-CA'), then in English. A translated message that
 * fails to format (a translator's mistake) falls back to the English one
 * rather than breaking the visitor's page; an English message that fails
 * to format throws, because that is a caller's mistake.
 *
 * @example t('cart.badgeItems', { n: 3 }) // '3 items in cart'
 */
export function t(key: CatalogueKey, args?: MessageArgs): string {
  const locale = activeLocale;
  const translated = lookupTranslation(key, locale);
  if (translated !== undefined) {
    try {
      return render(translated, args, locale);
    } catch (error) {
      console.error(`Catalogue entry "${key}" for locale "${locale}" could not be formatted.`, error);
    }
  }
  return render(en[key], args, 'en');
}

function lookupTranslation(key: CatalogueKey, locale: string): string | undefined {
  const exact = catalogues[locale]?.[key];
  if (exact !== undefined) return exact;
  const base = locale.split('-')[0];
  return base === undefined || base === locale ? undefined : catalogues[base]?.[key];
}

function render(message: string, args: MessageArgs | undefined, locale: string): string {
  // Most entries are plain text; skip the parser for them.
  if (!message.includes('{') && !message.includes("'")) return message;
  return formatMessage(message, args, locale);
}
