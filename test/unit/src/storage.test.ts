// @vitest-environment jsdom
import { STORAGE_TEXT } from '../../../src/catalogue/en/storage.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStorageItem, removeStorageItem, writeStorageItem } from '../../../src/storage.ts';
import { readStoredRecord, writeStoredRecord } from '../../../src/stored-record.ts';
import type { StorageArea } from '../../../src/storage.ts';

const AREAS: StorageArea[] = ['local', 'session'];
const raw = (area: StorageArea): Storage => (area === 'local' ? localStorage : sessionStorage);

describe.each(AREAS)('%s storage', (area) => {
  beforeEach(() => raw(area).clear());

  it('reads, writes and removes text', () => {
    expect(readStorageItem(area, 'k')).toBeNull();
    expect(writeStorageItem(area, 'k', 'v')).toBe(true);
    expect(readStorageItem(area, 'k')).toBe('v');
    expect(removeStorageItem(area, 'k')).toBe(true);
    expect(readStorageItem(area, 'k')).toBeNull();
  });

  it('stores a record as value and optional expiry', () => {
    writeStoredRecord(area, 'plain', { a: 1 });
    expect(JSON.parse(raw(area).getItem('plain') ?? '')).toEqual({ value: { a: 1 } });
    writeStoredRecord(area, 'timed', 'x', { expiry: 5000 });
    expect(JSON.parse(raw(area).getItem('timed') ?? '')).toEqual({ value: 'x', expiry: 5000 });
    writeStoredRecord(area, 'ttl', 'y', { ttlMs: 100, now: 1000 });
    expect(JSON.parse(raw(area).getItem('ttl') ?? '')).toEqual({ value: 'y', expiry: 1100 });
  });

  it.each([
    ['a record without expiry', '{"value":{"a":1}}', 1000, { a: 1 }],
    ['a record before its expiry', '{"value":"x","expiry":2000}', 1999, 'x'],
    ['a record at its expiry', '{"value":"x","expiry":2000}', 2000, undefined],
    ['a record past its expiry', '{"value":"x","expiry":2000}', 3000, undefined],
    ['a null value', '{"value":null}', 0, null],
    ['a null expiry (none)', '{"value":1,"expiry":null}', 0, 1],
    ['bad JSON', '{value', 0, undefined],
    ['JSON that is not a record', '"just text"', 0, undefined],
    ['a record without value', '{"expiry":5}', 0, undefined],
    ['a non-numeric expiry', '{"value":1,"expiry":"soon"}', 0, undefined],
  ])('reads %s as %j', (_name, stored, now, expected) => {
    raw(area).setItem('r', stored);
    expect(readStoredRecord(area, 'r', now)).toEqual(expected);
  });

  it('removes an expired record', () => {
    writeStoredRecord(area, 'old', 1, { expiry: 10 });
    expect(readStoredRecord(area, 'old', 11)).toBeUndefined();
    expect(raw(area).getItem('old')).toBeNull();
  });

  it('refuses a value JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(writeStoredRecord(area, 'c', cyclic)).toBe(false);
  });
});

describe('unavailable storage', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // Undo the own-property overrides below so the prototype getters return.
    delete (globalThis as { localStorage?: unknown }).localStorage;
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('warns with the exact seed message', () => {
    expect(STORAGE_TEXT.messages.unavailable).toBe('Unable access local/session storage.');
  });

  it.each(AREAS)('%s: a throwing getter means absent, with a warning', (area) => {
    Object.defineProperty(globalThis, `${area}Storage`, {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readStorageItem(area, 'k')).toBeNull();
    expect(readStoredRecord(area, 'k')).toBeUndefined();
    expect(writeStorageItem(area, 'k', 'v')).toBe(false);
    expect(writeStoredRecord(area, 'k', 1)).toBe(false);
    expect(removeStorageItem(area, 'k')).toBe(false);
    expect(warn).toHaveBeenCalledWith('[site-runtime] Unable access local/session storage.');
  });

  it('a failed write (quota) warns and returns false', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStorageItem('local', 'k', 'v')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('[site-runtime] Unable access local/session storage.');
  });

  it('a missing storage object warns', () => {
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: undefined });
    expect(readStorageItem('local', 'k')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: null });
    expect(writeStorageItem('local', 'k', 'v')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
