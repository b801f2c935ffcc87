/**
 * What every field kind of a block's data declaration shares
 * (docs/behaviour.md#block-data-declaration): its options, the way it
 * refuses a value, and how a kind is made. Each kind has a file of its own
 * (./num.ts, ./bool.ts, ./text.ts, ./one-of.ts, ./list.ts, ./object.ts), so
 * a block's first view carries only the kinds its declaration uses.
 */
import { type Field, Invalid, type Table } from './field.ts';
import { shown } from './sentences.ts';

/** What every field kind takes. */
export interface FieldOptions<T> {
  description: string;
  default?: T;
  required?: boolean;
  aliases?: readonly string[];
  nullable?: boolean;
}

/** Throws the sentence for `value`, which is not what was `expected`. */
export const invalid = (expected: string, value: unknown): never => {
  throw new Invalid(`${expected}, got ${shown(value)}`);
};

/** A field's value type: with a default or required it is always there, else it may be absent. */
export type Maybe<T, O> = O extends { default: unknown } | { required: true } ? T : T | undefined;

/** A field of kind `accepts` from its options and its parse function. */
export const make = <T>(accepts: string, options: FieldOptions<unknown>, parse: Field<T>['parse'], table?: Table): Field<never> =>
  ({ ...options, accepts, fallback: options.default, parse, table }) as never;
