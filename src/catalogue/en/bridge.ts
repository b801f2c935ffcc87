import type { Area } from '../area.ts';

/** Native app bridge (second seed, section 8). */
export const BRIDGE_TEXT = {
  name: 'bridge',
  messages: {
    platformNotIdentified: 'mobile platform not correctly identified',
  },
} as const satisfies Area;
