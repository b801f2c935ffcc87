/**
 * The field kinds a block's data declaration is built from
 * (docs/behaviour/blocks.md#block-data-declaration). Each reads a value leniently,
 * as the platform does (a value it cannot read falls back to the field's
 * default, see ./read-block.ts), and carries what the docs say of it.
 * Small on purpose: these are in the first view of the blocks that use them
 * (lists and objects have files of their own, so a block without them does
 * not download them).
 */
import { type Field, Invalid, type Table } from './field.ts';
import { shown } from './sentences.ts';

export { shown };

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

/** Bounds for {@link num}, both inclusive. */
export interface NumberOptions<T> extends FieldOptions<T> {
  min?: number;
  max?: number;
  /** Fractions are refused (no rounding: a page that says 2.5 rows means something else). */
  integer?: boolean;
}

/** A finite number, or a string that is one ("3"), within the bounds. */
export function num<O extends NumberOptions<number>>(options: O): Field<Maybe<number, O>> {
  const { min = -Infinity, max = Infinity, integer } = options;
  let range = '';
  if (min > -Infinity && max < Infinity) range = ` from ${min} to ${max}`;
  else if (min > -Infinity) range = ` of at least ${min}`;
  else if (max < Infinity) range = ` of at most ${max}`;
  // What the docs list is what the sentence says: "expected a whole number from 1 to 5".
  const accepts = (integer ? 'whole number' : 'number') + range;
  return make(accepts, options, (value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    const readable = typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n));
    return readable ? n : invalid(`expected a ${accepts}`, value);
  });
}

/** true or false (also the strings "true" and "false", as the platform's own pages write them). */
export function bool<O extends FieldOptions<boolean>>(options: O): Field<Maybe<boolean, O>> {
  return make('true or false', options, (value) =>
    typeof value === 'boolean' ? value : value === 'true' || value === 'false' ? value === 'true' : invalid('expected true or false', value),
  );
}

/** A string. */
export function text<O extends FieldOptions<string>>(options: O): Field<Maybe<string, O>> {
  return make('text', options, (value) => (typeof value === 'string' ? value : invalid('expected text', value)));
}

/**
 * One of a list of names. With `map`, a name reads as its mapped value
 * (the platform's "left" is the strip's "start"); names without an entry
 * read as themselves.
 */
export function oneOf<const N extends string, O extends FieldOptions<string | number> & { map?: Partial<Record<N, unknown>> }>(
  names: readonly N[],
  options: O,
): Field<Maybe<O extends { map: infer M } ? Exclude<N, keyof M> | M[keyof M] : N, O>> {
  const { map } = options;
  return make(names.join(', '), options, (value) =>
    names.includes(value as N)
      ? map && Object.hasOwn(map, value as N)
        ? (map as Record<string, unknown>)[value as string]
        : value
      : invalid(`expected one of ${names.join(', ')}`, value),
  );
}
