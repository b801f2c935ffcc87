/**
 * Readers for one value of a block's parsed JSON, each returning it typed or
 * refusing it through {@link refuseField} with the dotted field name. They
 * let a widget read its data by hand into the value its zod schema gives,
 * without zod's runtime in its first view (docs/behaviour.md#hand-read-block-data):
 * the schema stays the documented statement of the data, and each hand
 * reader has a unit test that runs the same inputs through both.
 *
 * Each mirrors the zod/mini check it stands for, and words a refusal with
 * the same code: `number` refuses NaN and ±Infinity as `z.number()` does,
 * `integer` is `z.int()` (a safe integer), bounds and lengths refuse as
 * `too_small`/`too_big`, `object` refuses arrays and null, `oneOf` is `z.enum`.
 */
import { refuseField } from './refuse-field.ts';

/** A JSON object's own fields, as read. */
export type JsonObject = Record<string, unknown>;

/** An object (not an array, not null), else refused. */
export function object(value: unknown, field: string): JsonObject {
  if (!value || typeof value !== 'object' || Array.isArray(value)) refuseField(field, 'expected object');
  return value as JsonObject;
}

/** An array, else refused. */
export function array(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) refuseField(field, 'expected array');
  return value;
}

/** A string of `min` to `max` characters, else refused. */
export function string(value: unknown, field: string, min = 0, max = Infinity): string {
  if (typeof value !== 'string') refuseField(field, 'expected string');
  if (value.length < min) refuseField(field, 'too_small');
  if (value.length > max) refuseField(field, 'too_big');
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
 * refused. (An integer past the safe range is "expected int" here where zod
 * says too_small or too_big: the field named is the same.)
 */
export function number(value: unknown, field: string, { integer, min = -Infinity, max = Infinity }: NumberBounds = {}): number {
  // Number.isFinite is false for anything but a finite number (no coercion).
  if (!Number.isFinite(value)) refuseField(field, 'expected number');
  if (integer && !Number.isSafeInteger(value)) refuseField(field, 'expected int');
  if ((value as number) < min) refuseField(field, 'too_small');
  if ((value as number) > max) refuseField(field, 'too_big');
  return value as number;
}

/** A boolean, else refused. */
export function boolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') refuseField(field, 'expected boolean');
  return value;
}

/** One of `values` (compared as `z.enum` does, by identity), else refused. */
export function oneOf<T extends string>(value: unknown, field: string, values: readonly T[]): T {
  if (!values.includes(value as T)) refuseField(field, `expected one of ${values.map((v) => JSON.stringify(v)).join(', ')}`);
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
