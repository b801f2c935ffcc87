import { STORAGE_TEXT } from './catalogue/en/storage.ts';
import { warn } from './log.ts';

/** Which browser storage to use. */
export type StorageArea = 'local' | 'session';

/**
 * Browser storage can throw on access (blocked cookies, sandboxed frames,
 * private modes, a full quota). Every access goes through here so a failure
 * becomes one warning and an "absent" answer, never an exception.
 */
function withStorage<R>(area: StorageArea, use: (storage: Storage) => R, fallback: R): R {
  try {
    // Missing storage (null or undefined) throws on first use, like refused storage.
    return use((area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) as Storage);
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
