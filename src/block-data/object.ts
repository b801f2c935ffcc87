import type { Field, Table, Values } from './field.ts';
import { type FieldOptions, invalid, make, type Maybe } from './fields.ts';
import { readTable } from './read-table.ts';

/** An object read with its own table of fields (their problems are named by dotted path). */
export function object<const T extends Table, O extends FieldOptions<Values<T>>>(table: T, options: O): Field<Maybe<Values<T>, O>> {
  return make(
    'object',
    options,
    (value, at, problems) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return invalid('expected an object', value);
      return readTable(table, value as Record<string, unknown>, at + '.', problems);
    },
    table,
  );
}
