/**
 * Writing the catalogue at run time: a language's translations and the
 * language to show. Apart from ./index.ts (which reads) so that the chunks
 * that only show strings do not carry this; bundled code imports it
 * statically, page scripts get it through the services router
 * (`SiteRuntime.load('services').then((s) => s.catalogue())`).
 */
import type { Formatter } from './area.ts';
import { catalogues, chosen, formatters, type Catalogue } from './index.ts';
import { findRuntime } from '../runtime-api.ts';

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
 * import type { LOGOUT_TEXT } from './en/logout.ts';
 * import type { CART_TEXT } from './en/cart.ts';
 * import type { Translation } from './index.ts';
 * export const logout = {
 *   title: 'Déconnexion réussie',
 * } as const satisfies Translation<typeof LOGOUT_TEXT>;
 * export const cart = {
 *   badgeItems: '{n} articles dans le panier',
 * } as const satisfies Translation<typeof CART_TEXT>;
 *
 * // in the chunk that shows the strings (the site's language is chosen):
 * import { registerCatalogue } from '../catalogue/register.ts';
 * import * as fr from '../catalogue/fr';
 * registerCatalogue('fr', fr); // every area of the file
 * registerCatalogue('fr', { logout: fr.logout }); // or only the areas this chunk reads
 *
 * One file is enough; but esbuild splits chunks by file, so every chunk
 * that imports `fr.ts` shares the areas any of them registers. Where that
 * matters, split the language into one file per area, as `en/` is.
 *
 * The first registration makes the site's language (`website.language` in
 * the site context, e.g. 'fr-FR') the one `t()` shows, unless `setLocale`
 * chose another: a French site that registers French shows French, and
 * 'fr' covers every French locale. Before any registration there is only
 * English to show.
 *
 * English messages are filled by `fillPlaceholders` (`{name}` only), and so
 * are translations, unless the language brings its own `format`: a
 * translation written with ICU plurals or selects registers
 * `formatMessage` (src/messages/format-message.ts; a page script gets it
 * from the services router's `messageFormat()`), and only pages in that
 * language pay for the parser:
 *
 * @example
 * const s = await SiteRuntime.load('services');
 * const [{ registerCatalogue }, { formatMessage }] = await Promise.all([s.catalogue(), s.messageFormat()]);
 * registerCatalogue('pl', { cart: { badgeItems: '{n, plural, one {# produkt} few {# produkty} other {# produktów}} w koszyku' } }, formatMessage);
 */
export function registerCatalogue(locale: string, catalogue: Catalogue, format?: Formatter): void {
  chosen.locale ??= siteLocale();
  if (format) formatters[locale] = format;
  const areas = (catalogues[locale] ??= Object.create(null) as Record<string, Readonly<Record<string, string>> | undefined>);
  const added: Readonly<Record<string, Readonly<Record<string, string>> | undefined>> = catalogue;
  // Null-prototype copies: a key named `__proto__` stays a key, never a prototype.
  for (const [name, translation] of Object.entries(added)) areas[name] = Object.assign(Object.create(null) as Record<string, string>, areas[name], translation);
}

/**
 * Chooses the language `t()` uses, as a BCP 47 tag, over the site's own.
 * Plural rules, numbers and dates in translated messages follow it too.
 * Keys with no translation show the English text, formatted by English
 * rules (its plural keys are English ones, which another locale may not
 * have).
 */
export function setLocale(locale: string): void {
  chosen.locale = locale;
}

/** The site context's `website.language` when `Intl` accepts it (dates and numbers use it), else 'en'. */
function siteLocale(): string {
  try {
    return Intl.getCanonicalLocales(findRuntime()?.context?.website?.language || 'en')[0] ?? 'en';
  } catch {
    return 'en';
  }
}
