import type { Field } from './field.ts';
import { type FieldOptions, invalid, make, type Maybe } from './kind.ts';

/** A string. */
export function text<O extends FieldOptions<string>>(options: O): Field<Maybe<string, O>> {
  return make('text', options, (value) => (typeof value === 'string' ? value : invalid('expected text', value)));
}
