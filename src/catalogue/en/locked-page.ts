import type { Area } from '../area.ts';

/** Locked and members-only pages (behaviour.md#catalogue). */
export const LOCKED_PAGE_TEXT = {
  name: 'lockedPage',
  messages: {
    locked: 'This page is locked',
    membersOnly: 'This page available only site members',
  },
} as const satisfies Area;
