import type { Field } from './field.ts';
import { type FieldOptions, invalid, make, type Maybe } from './kind.ts';

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
