/**
 * A small ICU-style message formatter: `{name}` placeholders, `plural` (with
 * `offset:` and `#`), `select`, and bare `number`, `date` and `time`
 * arguments. It implements the documented rules for message formats:
 *
 * - a plural or select without an `other` case is an error;
 * - a plural key must be one of the locale's plural categories (from
 *   `Intl.PluralRules`) or an explicit `=N`;
 * - a plural (and so its offset) given a non-numeric argument is an error.
 *
 * Plural categories, numbers and dates come from the platform's `Intl`, so
 * this file is only a parser and a walker. Quoting follows ICU: `''` is one
 * apostrophe, and an apostrophe before `{`, `}` (or `#` inside a plural)
 * starts a literal run that ends at the next lone apostrophe.
 */
import { dateFormat, numberFormat, pluralRules } from './intl-cache.ts';

/** A value a message argument may take. */
export type MessageValue = string | number | boolean | Date | null | undefined;

/** The arguments of one message, by placeholder name. */
export type MessageArgs = Readonly<Record<string, MessageValue>>;

/**
 * Raised for a malformed message or for arguments that do not fit it, so a
 * caller can tell formatting mistakes from other failures.
 */
export class MessageFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MessageFormatError';
  }
}

/** One option of a plural or select: its key and its sub-message. */
interface MessageOption {
  readonly key: string;
  /** For `=N` keys, N; these match the argument before the offset. */
  readonly exact: number | undefined;
  readonly nodes: readonly MessageNode[];
}

/** One parsed piece of a message. */
export type MessageNode =
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'argument'; readonly name: string; readonly format: 'plain' | 'number' | 'date' | 'time' }
  | { readonly kind: 'pound' }
  | { readonly kind: 'plural'; readonly name: string; readonly offset: number; readonly options: readonly MessageOption[] }
  | { readonly kind: 'select'; readonly name: string; readonly options: readonly MessageOption[] };

const WHITESPACE = /\s/;
const EXACT_KEY = /^=(-?\d+(?:\.\d+)?)$/;

/**
 * Parses a message into nodes, checking the plural keys against `locale`.
 * Exposed so a catalogue can be checked once (for example in a unit test)
 * without formatting it.
 *
 * @throws {MessageFormatError} for any syntax or rule violation.
 */
export function parseMessage(message: string, locale = 'en'): readonly MessageNode[] {
  return new MessageParser(message, locale).nodes(false, false);
}

/** A recursive-descent reader of one message, from `pos` on. */
class MessageParser {
  pos = 0;
  private pluralCategories: readonly string[] | undefined;

  constructor(
    private readonly message: string,
    private readonly locale: string,
  ) {}

  fail(what: string): never {
    throw new MessageFormatError(`${what} at position ${this.pos} in message "${this.message}"`);
  }

  skipWhitespace(): void {
    while (this.pos < this.message.length && WHITESPACE.test(this.message.charAt(this.pos))) this.pos += 1;
  }

  readWord(stopAt: string): string {
    const start = this.pos;
    while (this.pos < this.message.length) {
      const ch = this.message.charAt(this.pos);
      if (WHITESPACE.test(ch) || stopAt.includes(ch)) break;
      this.pos += 1;
    }
    return this.message.slice(start, this.pos);
  }

  expect(ch: string): void {
    if (this.message.charAt(this.pos) !== ch) this.fail(this.pos >= this.message.length ? `Expected "${ch}" but the message ended` : `Expected "${ch}"`);
    this.pos += 1;
  }

  localePluralCategories(): readonly string[] {
    this.pluralCategories ??= pluralRules(this.locale).resolvedOptions().pluralCategories;
    return this.pluralCategories;
  }

  /** Text and arguments up to the end, or (when `nested`) to the `}` that closes them. */
  nodes(nested: boolean, inPlural: boolean): MessageNode[] {
    const { message } = this;
    const nodes: MessageNode[] = [];
    let text = '';
    const flush = (): void => {
      if (text !== '') nodes.push({ kind: 'text', value: text });
      text = '';
    };
    while (this.pos < message.length) {
      const ch = message.charAt(this.pos);
      if (ch === "'") {
        text += this.quoted(inPlural);
      } else if (ch === '{') {
        flush();
        nodes.push(this.argument(inPlural));
      } else if (ch === '}') {
        if (nested) break;
        this.fail('Unmatched "}"');
      } else if (ch === '#' && inPlural) {
        flush();
        nodes.push({ kind: 'pound' });
        this.pos += 1;
      } else {
        text += ch;
        this.pos += 1;
      }
    }
    flush();
    return nodes;
  }

  /** The text an apostrophe at `pos` stands for: `''` is one, `'{…'` a quoted literal run, else itself. */
  quoted(inPlural: boolean): string {
    const { message } = this;
    const next = message.charAt(this.pos + 1);
    if (next === "'") {
      this.pos += 2;
      return "'";
    }
    if (!(next === '{' || next === '}' || (inPlural && next === '#'))) {
      this.pos += 1;
      return "'";
    }
    // A quoted literal run; an unterminated one runs to the end (ICU).
    let text = '';
    this.pos += 1;
    while (this.pos < message.length) {
      const quoted = message.charAt(this.pos);
      if (quoted === "'") {
        if (message.charAt(this.pos + 1) === "'") {
          text += "'";
          this.pos += 2;
          continue;
        }
        this.pos += 1;
        break;
      }
      text += quoted;
      this.pos += 1;
    }
    return text;
  }

  /** The cases of a plural or select, up to and with its closing `}`. */
  options(type: 'plural' | 'select', name: string, inPlural: boolean): MessageOption[] {
    const options: MessageOption[] = [];
    for (;;) {
      this.skipWhitespace();
      if (this.pos >= this.message.length) this.fail(`The ${type} argument "${name}" is not closed`);
      if (this.message.charAt(this.pos) === '}') {
        this.pos += 1;
        break;
      }
      const key = this.readWord('{}');
      if (key === '') this.fail(`Expected a ${type} key`);
      const exactMatch = type === 'plural' ? EXACT_KEY.exec(key) : null;
      if (type === 'plural' && exactMatch === null && !this.localePluralCategories().includes(key)) {
        this.fail(`"${key}" is not a plural key of locale "${this.locale}" (expected =N or one of ${this.localePluralCategories().join(', ')})`);
      }
      if (options.some((option) => option.key === key)) this.fail(`Duplicate ${type} key "${key}"`);
      this.skipWhitespace();
      this.expect('{');
      const nodes = this.nodes(true, inPlural);
      this.expect('}');
      options.push({ key, exact: exactMatch?.[1] === undefined ? undefined : Number(exactMatch[1]), nodes });
    }
    if (!options.some((option) => option.key === 'other')) this.fail(`The ${type} argument "${name}" has no "other" case`);
    return options;
  }

  /** One `{…}` argument: plain, number, date, time, plural or select. */
  argument(inPlural: boolean): MessageNode {
    this.expect('{');
    this.skipWhitespace();
    const name = this.readWord(',{}');
    if (name === '') this.fail('Expected an argument name');
    this.skipWhitespace();
    if (this.pos >= this.message.length) this.fail(`The argument "${name}" is not closed`);
    if (this.message.charAt(this.pos) === '}') {
      this.pos += 1;
      return { kind: 'argument', name, format: 'plain' };
    }
    this.expect(',');
    this.skipWhitespace();
    const type = this.readWord(',{}');
    this.skipWhitespace();
    if (type === 'number' || type === 'date' || type === 'time') {
      this.expect('}');
      return { kind: 'argument', name, format: type };
    }
    if (type === 'plural') {
      this.expect(',');
      this.skipWhitespace();
      return { kind: 'plural', name, offset: this.offset(), options: this.options('plural', name, true) };
    }
    if (type === 'select') {
      this.expect(',');
      return { kind: 'select', name, options: this.options('select', name, inPlural) };
    }
    return this.fail(`Unknown argument type "${type}"`);
  }

  /** A plural's `offset:N`, 0 when it has none. */
  offset(): number {
    if (!this.message.startsWith('offset:', this.pos)) return 0;
    this.pos += 'offset:'.length;
    this.skipWhitespace();
    const offsetText = this.readWord('{}');
    const offset = Number(offsetText);
    if (offsetText === '' || !Number.isInteger(offset)) this.fail(`The offset "${offsetText}" is not an integer`);
    return offset;
  }
}

/**
 * Formats already-parsed nodes. Use {@link formatMessage} unless the nodes
 * are cached.
 *
 * @throws {MessageFormatError} when an argument is missing or a plural gets
 *   a non-numeric value.
 */
export function formatNodes(nodes: readonly MessageNode[], args: MessageArgs = {}, locale = 'en'): string {
  const walk = (list: readonly MessageNode[], pound: number | undefined): string => {
    let out = '';
    for (const node of list) {
      switch (node.kind) {
        case 'text':
          out += node.value;
          break;
        case 'pound':
          // The parser only emits `#` inside a plural, so `pound` is set.
          out += numberFormat(locale).format(pound ?? 0);
          break;
        case 'argument':
          out += formatArgument(node.name, node.format, args, locale);
          break;
        case 'plural': {
          const value = requireArgument(node.name, args);
          if (typeof value !== 'number' || Number.isNaN(value)) {
            throw new MessageFormatError(`The plural argument "${node.name}" must be a number, got ${describe(value)}`);
          }
          const shifted = value - node.offset;
          const exact = node.options.find((option) => option.exact === value);
          const category = pluralRules(locale).select(shifted);
          const chosen = exact ?? node.options.find((option) => option.exact === undefined && option.key === category) ?? otherOption(node.options);
          out += walk(chosen.nodes, shifted);
          break;
        }
        case 'select': {
          const value = requireArgument(node.name, args);
          const key = String(value);
          const chosen = node.options.find((option) => option.key === key) ?? otherOption(node.options);
          out += walk(chosen.nodes, pound);
          break;
        }
      }
    }
    return out;
  };
  return walk(nodes, undefined);
}

/**
 * Formats an ICU-style message with arguments for a locale (default `en`).
 *
 * @example formatMessage('{count, plural, =0 {no items} one {# item} other {# items}}', { count: 3 }) // '3 items'
 * @throws {MessageFormatError} on a malformed message, a plural or select
 *   without `other`, a plural key the locale does not have, a missing
 *   argument, or a non-numeric plural argument.
 */
export function formatMessage(message: string, args: MessageArgs = {}, locale = 'en'): string {
  return formatNodes(parseMessage(message, locale), args, locale);
}

function otherOption(options: readonly MessageOption[]): MessageOption {
  const other = options.find((option) => option.key === 'other');
  // The parser refuses options without `other`; this guards hand-built nodes.
  if (other === undefined) throw new MessageFormatError('A plural or select has no "other" case');
  return other;
}

function requireArgument(name: string, args: MessageArgs): MessageValue {
  if (!Object.prototype.hasOwnProperty.call(args, name)) {
    throw new MessageFormatError(`The message needs the argument "${name}"`);
  }
  return args[name];
}

function formatArgument(name: string, format: 'plain' | 'number' | 'date' | 'time', args: MessageArgs, locale: string): string {
  const value = requireArgument(name, args);
  if (value === null || value === undefined) return '';
  if (format === 'date' || format === 'time' || value instanceof Date) {
    const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
    const style: Intl.DateTimeFormatOptions = format === 'time' ? { timeStyle: 'short' } : { dateStyle: 'medium' };
    return dateFormat(locale, style).format(date);
  }
  if (format === 'number') {
    if (typeof value !== 'number') {
      throw new MessageFormatError(`The number argument "${name}" must be a number, got ${describe(value)}`);
    }
    return numberFormat(locale).format(value);
  }
  // Plain numbers are localised as ICU does ("1,000 rows"); strings are as is.
  if (typeof value === 'number') return numberFormat(locale).format(value);
  return String(value);
}

function describe(value: MessageValue): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}
