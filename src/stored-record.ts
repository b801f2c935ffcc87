/**
 * Stored records (docs/behaviour/vocabulary.md#vocabulary: "Stored records: a value and an
 * optional expiry timestamp"): JSON values in browser storage that can
 * expire. Their own file, apart from `storage.ts`: the census reads and
 * writes plain items on every page at idle (docs/behaviour/start-up.md#idle-start),
 * and only the experiments use records.
 */
import { readStorageItem, removeStorageItem, type StorageArea, writeStorageItem } from './storage.ts';

/**
 * A stored record (docs/behaviour/vocabulary.md#vocabulary: "a value and an optional
 * expiry timestamp"); `expiry` is epoch milliseconds.
 */
export interface StoredRecord<T> {
  readonly value: T;
  readonly expiry?: number;
}

/**
 * The value of a stored record, or `undefined` when it is absent, not
 * readable (bad JSON, not a record, a non-numeric expiry) or expired. An
 * expired record is removed so it is not read again.
 *
 * @param now the current time in epoch ms (injectable for tests)
 */
export function readStoredRecord<T = unknown>(area: StorageArea, key: string, now: number = Date.now()): T | undefined {
  const text = readStorageItem(area, key);
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) return undefined;
  const record = parsed as { value: T; expiry?: unknown };
  if (record.expiry !== undefined && record.expiry !== null) {
    if (typeof record.expiry !== 'number' || !Number.isFinite(record.expiry)) return undefined;
    if (record.expiry <= now) {
      removeStorageItem(area, key);
      return undefined;
    }
  }
  return record.value;
}

/**
 * Stores a JSON value as a record, optionally expiring at `expiry` (epoch
 * ms) or `ttlMs` from now. Returns `false` when storage is unavailable or
 * the value cannot be serialised.
 */
export function writeStoredRecord<T>(
  area: StorageArea,
  key: string,
  value: T,
  options: { readonly expiry?: number; readonly ttlMs?: number; readonly now?: number } = {},
): boolean {
  const expiry = options.expiry ?? (options.ttlMs === undefined ? undefined : (options.now ?? Date.now()) + options.ttlMs);
  const record: StoredRecord<T> = expiry === undefined ? { value } : { value, expiry };
  let text: string;
  try {
    text = JSON.stringify(record);
  } catch {
    return false;
  }
  return writeStorageItem(area, key, text);
}
