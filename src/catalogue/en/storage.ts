import type { Area } from '../area.ts';

/** Storage (behaviour/vocabulary.md#catalogue). */
export const STORAGE_TEXT = {
  name: 'storage',
  messages: {
    unavailable: 'Unable access local/session storage.',
  },
} as const satisfies Area;
