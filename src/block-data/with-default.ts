/**
 * One field with a default, read by hand as `z._default` reads it
 * (docs/behaviour.md#hand-read-block-data): absent (undefined) gives
 * `fallback`, unchecked; present (null included), it is read as `read` says.
 */
import type { JsonObject } from './read-json.ts';

/** `source[key]` read by `read` (named `path + key` when refused), or `fallback` when absent. */
export function withDefault<T>(source: JsonObject, key: string, path: string, read: (value: unknown, field: string) => T, fallback: T): T {
  return source[key] === undefined ? fallback : read(source[key], path + key);
}
