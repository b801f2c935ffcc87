import type { MessageArgs } from './format-message.ts';
import { dateFormat, numberFormat } from './intl-cache.ts';

/**
 * Fills a message's `{name}` placeholders from `args`, the way
 * `formatMessage` writes a plain argument: numbers and dates in the
 * locale's style, null and undefined as nothing, anything else as text.
 *
 * It is all the English catalogue needs (the documented messages have
 * placeholders but no plurals or selects), in a few dozen bytes instead of
 * the ICU parser's 1.7 KB gzip; a translation that needs plurals registers
 * `formatMessage` with its language (see `registerCatalogue`). Braces are
 * the only syntax: an apostrophe is just an apostrophe.
 *
 * @throws when the message names an argument `args` lacks, as
 * `formatMessage` does (the catalogue's types make that a compile error).
 */
export function fillPlaceholders(message: string, args: MessageArgs, locale: string): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(args, name)) throw new Error(`The message needs the argument "${name}"`);
    const value = args[name];
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return numberFormat(locale).format(value);
    if (value instanceof Date) return dateFormat(locale, { dateStyle: 'medium' }).format(value);
    return String(value);
  });
}
