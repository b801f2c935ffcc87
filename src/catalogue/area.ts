import type { MessageArgs } from '../messages/format-message.ts';

/**
 * Formats one message with its arguments in a locale: the signature of
 * `fillPlaceholders` (src/messages/fill-placeholders.ts, what English
 * areas use) and of `formatMessage` (src/messages/format-message.ts, the
 * ICU parser a language with plurals registers).
 */
export type Formatter = (message: string, args: MessageArgs, locale: string) => string;

/**
 * One area of the catalogue (`form`, `video`, `cart`…): the English text of
 * its messages, and the name translations find it by.
 *
 * The catalogue is cut into areas, each its own export, so that a chunk
 * bundles only the areas it reads: the video widget carries the video
 * strings, not the cart's.
 */
export interface Area {
  /** The area's name; the key its translations are registered under in every language file. */
  readonly name: string;
  /** English text by key: the catalogue's keys, and the fallback of every translation. */
  readonly messages: Readonly<Record<string, string>>;
  /**
   * Set (to `fillPlaceholders`) only on areas with messages that take
   * arguments. Areas of plain text leave it out, so the chunks that read
   * only them do not pay even for that.
   */
  readonly format?: Formatter;
}

/** An area that has messages with `{…}` placeholders, and so a formatter. */
export interface FormattedArea extends Area {
  readonly format: Formatter;
}

/**
 * A (possibly partial) translation of one area: text by the English keys.
 * Keys it lacks show the English text.
 */
export type Translation<A extends Area> = Readonly<Partial<Record<keyof A['messages'], string>>>;

/**
 * What `t()` takes after the key: nothing for a plain-text message, the
 * placeholders' values for a message with `{…}`. A message with
 * placeholders in an area without a formatter takes `never`, so that
 * mistake is a compile error at the call rather than raw braces on a page.
 */
export type ArgsFor<A extends Area, K extends keyof A['messages']> = A['messages'][K] extends `${string}{${string}`
  ? A extends FormattedArea
    ? [args: MessageArgs]
    : [args: never]
  : [];
