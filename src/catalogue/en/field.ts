import type { Area } from '../area.ts';

/** Fallback displays (first seed, section 8). */
export const FIELD_TEXT = {
  name: 'field',
  messages: {
    empty: 'N/A',
  },
} as const satisfies Area;
