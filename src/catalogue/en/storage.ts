import type { Area } from '../area.ts';

/** Storage (second seed, section 8). */
export const STORAGE_TEXT = {
  name: 'storage',
  messages: {
    unavailable: 'Unable access local/session storage.',
  },
} as const satisfies Area;
