import type { Area } from '../area.ts';

/** Logout (behaviour/vocabulary.md#catalogue). */
export const LOGOUT_TEXT = {
  name: 'logout',
  messages: {
    title: 'Logout Successful',
    message: 'You have been successfully logged out.',
  },
} as const satisfies Area;
