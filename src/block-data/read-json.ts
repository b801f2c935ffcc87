/**
 * Readers for one value of a block's parsed JSON, each returning it typed or
 * refusing it through {@link refuseField} with the dotted field name. They
 * let a widget read its data by hand into the value its zod schema gives,
 * without zod's runtime in its first view (docs/behaviour.md#hand-read-block-data):
 * the schema stays the documented statement of the data, and each hand
 * reader has a unit test that runs the same inputs through both.
 *
 * Each mirrors the zod/mini check it stands for: `number` refuses NaN and
 * ±Infinity as `z.number()` does, `integer` is `z.int()` (a safe integer),
 * `object` refuses arrays and null, `oneOf` is `z.enum`.
 */
import { refuseField } from './refuse-field.ts';

/** A JSON object's own fields, as read. */
export type JsonObject = Record<string, unknown>;

/** An object (not an array, not null), else refused. */
export function object(value: unknown, field: string): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuseField(field, 'object', value);
  return value as JsonObject;
}

/** An array, else refused. */
export function array(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) refuseField(field, 'array', value);
  return value;
}

/** A string of `min` to `max` characters, else refused. */
export function string(value: unknown, field: string, min = 0, max = Infinity): string {
  if (typeof value !== 'string') refuseField(field, 'string', value);
  if (value.length < min || value.length > max) refuseField(field, `a string of ${min} to ${max} characters`, value);
  return value;
}

/** Bounds for {@link number}: `min`/`max` inclusive, `above` exclusive (`z.positive()` is `above: 0`). */
export interface NumberBounds {
  integer?: boolean;
  min?: number;
  max?: number;
  above?: number;
}

/** A finite number (a safe integer with `integer`) within the bounds, else refused. */
export function number(value: unknown, field: string, bounds: NumberBounds = {}): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) refuseField(field, bounds.integer ? 'int' : 'number', value);
  if (bounds.integer && !Number.isSafeInteger(value)) refuseField(field, 'int', value);
  const { min, max, above } = bounds;
  if ((min !== undefined && value < min) || (max !== undefined && value > max) || (above !== undefined && !(value > above))) {
    refuseField(field, above !== undefined ? `a number above ${above}` : `a number from ${min ?? '-∞'} to ${max ?? '∞'}`, value);
  }
  return value;
}

/** A boolean, else refused. */
export function boolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') refuseField(field, 'boolean', value);
  return value;
}

/** One of `values` (compared as `z.enum` does, by identity), else refused. */
export function oneOf<T extends string>(value: unknown, field: string, values: readonly T[]): T {
  if (!values.includes(value as T)) refuseField(field, `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`, value);
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

/** One field with a default: absent (undefined) gives `fallback` unchecked, as `z._default` does; present, it is read. */
export function withDefault<T>(source: JsonObject, key: string, path: string, read: (value: unknown, field: string) => T, fallback: T): T {
  return source[key] === undefined ? fallback : read(source[key], path + key);
}
