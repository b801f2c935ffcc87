import type { Area } from '../area.ts';

/** Fallback displays (behaviour.md#catalogue). */
export const FIELD_TEXT = {
  name: 'field',
  messages: {
    empty: 'N/A',
  },
} as const satisfies Area;
