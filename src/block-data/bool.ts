import type { Field } from './field.ts';
import { type FieldOptions, invalid, make, type Maybe } from './kind.ts';

/** true or false (also the strings "true" and "false", as the platform's own pages write them). */
export function bool<O extends FieldOptions<boolean>>(options: O): Field<Maybe<boolean, O>> {
  return make('true or false', options, (value) =>
    typeof value === 'boolean' ? value : value === 'true' || value === 'false' ? value === 'true' : invalid('expected true or false', value),
  );
}
