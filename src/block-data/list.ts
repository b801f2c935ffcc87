import { type Field, Invalid, type Problem } from './field.ts';
import { type FieldOptions, invalid, make, type Maybe } from './fields.ts';

/** A list; an item that cannot be read is left out (one problem each), the rest kept. */
export function list<T, O extends FieldOptions<Exclude<T, undefined>[]>>(item: Field<T>, options: O): Field<Maybe<Exclude<T, undefined>[], O>> {
  return make(
    `list of ${item.accepts}`,
    options,
    (value, at, problems) => {
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
        for (const problem of own)
          problems.push(problem.refused ? { ...problem, message: `${problem.message} (the item is left out)`, refused: false } : problem);
        if (!dropped) kept.push(read as Exclude<T, undefined>);
      });
      return kept;
    },
    item.table,
  );
}
