import type { Area } from '../area.ts';

/** Native app bridge (behaviour/vocabulary.md#catalogue). */
export const BRIDGE_TEXT = {
  name: 'bridge',
  messages: {
    platformNotIdentified: 'mobile platform not correctly identified',
  },
} as const satisfies Area;
