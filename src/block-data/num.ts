import type { Field } from './field.ts';
import { type FieldOptions, invalid, make, type Maybe } from './kind.ts';

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
