import { type Field, Invalid, type Problem, type Table, type Values } from './field.ts';

/**
 * Reads `source` field by field as `table` declares, the platform's lenient
 * way (docs/behaviour/blocks.md#block-data-declaration): an absent field (also
 * `""`, and `null` where the platform writes null for "not set") takes its
 * default; a value that cannot be read takes its default too, with one
 * problem saying so; only a required field refuses. Every problem is
 * pushed onto `problems`, not just the first.
 */
export function readTable<T extends Table>(table: T, source: Record<string, unknown>, prefix: string, problems: Problem[]): Values<T> {
  const out: Record<string, unknown> = {};
  for (const key in table) {
    const field = table[key] as Field<unknown>;
    let name: string = key;
    let value = own(source, key);
    for (const alias of value === undefined ? (field.aliases ?? []) : []) {
      if (own(source, alias) === undefined || source[alias] === null) continue;
      name = alias;
      value = source[alias];
      break;
    }
    const path = prefix + name;
    if (value === undefined || value === '' || (value === null && field.nullable)) {
      if (field.required) problems.push({ field: path, message: 'required', refused: true });
      else if (field.fallback !== undefined) out[key] = field.fallback;
      continue;
    }
    try {
      out[key] = field.parse(value, path, problems);
    } catch (error) {
      if (!(error instanceof Invalid)) throw error;
      problems.push({ field: path, message: field.required ? error.sentence : `${error.sentence}; the default is used`, refused: !!field.required });
      if (field.fallback !== undefined) out[key] = field.fallback;
    }
  }
  return out as Values<T>;
}

// Own fields only: a page's JSON naming "__proto__" or "constructor" reads as absent.
const own = (source: Record<string, unknown>, key: string): unknown => (Object.hasOwn(source, key) ? source[key] : undefined);
