/**
 * Readers for one value of a block's parsed JSON, each returning it typed or
 * refusing it through {@link refuseField} with the dotted field name. They
 * let a widget read its data by hand into the value its zod schema gives,
 * without zod's runtime in its first view (docs/behaviour.md#hand-read-block-data):
 * the schema stays the documented statement of the data, and each hand
 * reader has a unit test that runs the same inputs through both.
 *
 * Each mirrors the zod/mini check it stands for, and words a refusal with
 * parseBlockData's sentence ("required", "expected a number, got \"x\"",
 * "expected at least 0, got -1"): `number` refuses NaN and ±Infinity as
 * `z.number()` does, `integer` is `z.int()` (a safe integer), `object`
 * refuses arrays and null, `oneOf` is `z.enum`.
 */
import { refuseField } from './refuse-field.ts';
import { shown } from './sentences.ts';

/** Refuses `value` at `field` in parseBlockData's words: "required" when absent, else what was expected and what came. */
function refuse(field: string, expected: string, value: unknown): never {
  return refuseField(field, value === undefined ? 'required' : `expected ${expected}, got ${shown(value)}`);
}

const characters = (n: number): string => `${n} character${n === 1 ? '' : 's'}`;

/** A JSON object's own fields, as read. */
export type JsonObject = Record<string, unknown>;

/** An object (not an array, not null), else refused. */
export function object(value: unknown, field: string): JsonObject {
  if (!value || typeof value !== 'object' || Array.isArray(value)) refuse(field, 'an object', value);
  return value as JsonObject;
}

/** An array, else refused. */
export function array(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) refuse(field, 'a list', value);
  return value;
}

/** A string of `min` to `max` characters, else refused. */
export function string(value: unknown, field: string, min = 0, max = Infinity): string {
  if (typeof value !== 'string') refuse(field, 'text', value);
  if (value.length < min) refuse(field, `at least ${characters(min)}`, value);
  if (value.length > max) refuse(field, `at most ${characters(max)}`, value);
  return value;
}

/**
 * Bounds for {@link number}, both inclusive. `z.positive()` is `min: 1` for
 * an integer and `min: Number.MIN_VALUE` (the smallest number above 0) for
 * any number.
 */
export interface NumberBounds {
  integer?: boolean;
  min?: number;
  max?: number;
}

/**
 * A finite number (a safe integer with `integer`) within the bounds, else
 * refused. (An integer past the safe range is "expected a whole number" here
 * where zod says it is too small or too big: the field named is the same.)
 */
export function number(value: unknown, field: string, { integer, min = -Infinity, max = Infinity }: NumberBounds = {}): number {
  // Number.isFinite is false for anything but a finite number (no coercion).
  if (!Number.isFinite(value)) refuse(field, 'a number', value);
  if (integer && !Number.isSafeInteger(value)) refuse(field, 'a whole number', value);
  // z.positive() says "more than 0"; its stand-in here is the smallest number above 0.
  if ((value as number) < min) refuse(field, min === Number.MIN_VALUE ? 'more than 0' : `at least ${min}`, value);
  if ((value as number) > max) refuse(field, `at most ${max}`, value);
  return value as number;
}

/** A boolean, else refused. */
export function boolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') refuse(field, 'true or false', value);
  return value;
}

/** One of `values` (compared as `z.enum` does, by identity), else refused. */
export function oneOf<T extends string>(value: unknown, field: string, values: readonly T[]): T {
  if (!values.includes(value as T)) refuse(field, `one of ${values.map((v) => v || '""').join(', ')}`, value);
  return value as T;
}

/**
 * One optional field of `source`: absent (undefined) stays absent, as
 * `z.optional` leaves it; present, it is read as `read` says. Spread the
 * result into the value being built.
 */
export function optional<T>(source: JsonObject, key: string, path: string, read: (value: unknown, field: string) => T): { [k: string]: T } {
  return source[key] === undefined ? {} : { [key]: read(source[key], path + key) };
}

/** One field with a default: absent (undefined) gives `fallback` unchecked, as `z._default` does; present (null included), it is read. */
export function withDefault<T>(source: JsonObject, key: string, path: string, read: (value: unknown, field: string) => T, fallback: T): T {
  return source[key] === undefined ? fallback : read(source[key], path + key);
}
