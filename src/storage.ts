import { STORAGE_TEXT } from './catalogue/en/storage.ts';
import { warn } from './log.ts';


/** Which browser storage to use. */
export type StorageArea = 'local' | 'session';

/**
 * A stored record (behaviour.md#vocabulary: "Session record: value and an optional
 * expiry timestamp"); `expiry` is epoch milliseconds.
 */
export interface StoredRecord<T> {
  readonly value: T;
  readonly expiry?: number;
}

/**
 * Browser storage can throw on access (blocked cookies, sandboxed frames,
 * private modes, a full quota). Every access goes through here so a failure
 * becomes one warning and an "absent" answer, never an exception.
 */
function withStorage<R>(area: StorageArea, use: (storage: Storage) => R, fallback: R): R {
  try {
    const storage = area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (storage === undefined || storage === null) throw new Error('no storage');
    return use(storage);
  } catch {
    // The documented warning, exactly; read as English: it goes to the console, not to a visitor.
    warn(STORAGE_TEXT.messages.unavailable);
    return fallback;
  }
}

/** The stored text for a key, or `null` when absent or unavailable. */
export function readStorageItem(area: StorageArea, key: string): string | null {
  return withStorage(area, (storage) => storage.getItem(key), null);
}

/** Stores text; `false` (after a warning) when storage is unavailable. */
export function writeStorageItem(area: StorageArea, key: string, value: string): boolean {
  return withStorage(
    area,
    (storage) => {
      storage.setItem(key, value);
      return true;
    },
    false,
  );
}

/** Removes a key; `false` (after a warning) when storage is unavailable. */
export function removeStorageItem(area: StorageArea, key: string): boolean {
  return withStorage(
    area,
    (storage) => {
      storage.removeItem(key);
      return true;
    },
    false,
  );
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
