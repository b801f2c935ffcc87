import { readStorageItem, writeStorageItem } from '../../src/storage.ts';

/**
 * The overlay's local record (docs/behaviour/popup-overlay.md#popup-overlay): the
 * settings version last seen, whether the visitor signed up, and when they
 * closed it (epoch ms).
 */
export interface PopupOverlayRecord {
  version: number;
  submitted: boolean;
  closedDate?: number;
}

/** Where the record lives in local storage. */
const RECORD_KEY = 'ss-popup-overlay';

/** The stored record, or undefined when absent or unreadable (unreadable counts as absent). */
export function readPopupRecord(): PopupOverlayRecord | undefined {
  const stored = readStorageItem('local', RECORD_KEY);
  if (stored === null) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    if (!value || typeof value !== 'object') return undefined;
    const { version, submitted, closedDate } = value as Record<string, unknown>;
    if (typeof version !== 'number' || !Number.isFinite(version)) return undefined;
    return { version, submitted: submitted === true, closedDate: typeof closedDate === 'number' && Number.isFinite(closedDate) ? closedDate : undefined };
  } catch {
    return undefined;
  }
}

/** Stores the record (a refused write is a warning from storage, nothing more). */
export function writePopupRecord(record: PopupOverlayRecord): void {
  writeStorageItem('local', RECORD_KEY, JSON.stringify(record));
}
