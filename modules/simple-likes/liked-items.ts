import { readStorageItem, writeStorageItem } from '../../src/storage.ts';

/** The local-storage key listing the items this visitor liked. */
const LIKED_KEY = 'ss-simple-likes';

/** The ids this visitor liked (unreadable storage counts as none). */
export function likedItems(): Set<string> {
  try {
    const value: unknown = JSON.parse(readStorageItem('local', LIKED_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers one more liked item. */
export function rememberLike(id: string): void {
  const liked = likedItems();
  liked.add(id);
  writeStorageItem('local', LIKED_KEY, JSON.stringify([...liked]));
}
