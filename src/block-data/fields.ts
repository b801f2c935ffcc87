/**
 * The field kinds a block's data declaration is built from
 * (docs/behaviour.md#block-data-declaration). Each reads a value leniently,
 * as the platform does (a value it cannot read falls back to the field's
 * default, see ./read-block.ts), and carries what the docs say of it.
 * Small on purpose: these are in the first view of the blocks that use them.
 */
import { type Field, Invalid, type Problem, type Table, type Values } from './field.ts';
import { readTable } from './read-table.ts';
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


const invalid = (expected: string, value: unknown): never => {
  throw new Invalid(`${expected}, got ${shown(value)}`);
};

type Maybe<T, O> = O extends { default: unknown } | { required: true } ? T : T | undefined;

const make = <T>(accepts: string, options: FieldOptions<unknown>, parse: Field<T>['parse'], table?: Table): Field<never> =>
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
  const range = min > -Infinity && max < Infinity ? ` from ${min} to ${max}` : min > -Infinity ? ` of at least ${min}` : max < Infinity ? ` of at most ${max}` : '';
  const expected = `expected a ${integer ? 'whole number' : 'number'}${range}`;
  return make(integer ? 'whole number' + range : 'number' + range, options, (value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n)) ? n : invalid(expected, value);
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
    names.includes(value as N) ? (map && Object.hasOwn(map, value as N) ? (map as Record<string, unknown>)[value as string] : value) : invalid(`expected one of ${names.join(', ')}`, value),
  );
}

/** A list; an item that cannot be read is left out (one problem each), the rest kept. */
export function list<T, O extends FieldOptions<Exclude<T, undefined>[]>>(item: Field<T>, options: O): Field<Maybe<Exclude<T, undefined>[], O>> {
  return make(`list of ${item.accepts}`, options, (value, at, problems) => {
    if (!Array.isArray(value)) return invalid('expected a list', value);
    const kept: Exclude<T, undefined>[] = [];
    value.forEach((entry, index) => {
      const path = `${at}.${index}`;
      const own: Problem[] = [];
      let read: T | undefined;
      try {
        read = item.parse(entry, path, own);
      } catch (error) {
        if (!(error instanceof Invalid)) throw error;
        own.push({ field: path, message: error.sentence, refused: true });
      }
      // An item that cannot render is left out; the block and the other items are kept.
      const dropped = own.some((problem) => problem.refused);
      for (const problem of own) problems.push(problem.refused ? { ...problem, message: `${problem.message} (the item is left out)`, refused: false } : problem);
      if (!dropped) kept.push(read as Exclude<T, undefined>);
    });
    return kept;
  }, item.table);
}

/** An object read with its own table of fields (their problems are named by dotted path). */
export function object<const T extends Table, O extends FieldOptions<Values<T>>>(table: T, options: O): Field<Maybe<Values<T>, O>> {
  return make('object', options, (value, at, problems) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return invalid('expected an object', value);
    return readTable(table, value as Record<string, unknown>, at + '.', problems);
  }, table);
}
