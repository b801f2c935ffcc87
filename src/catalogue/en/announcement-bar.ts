import type { Area } from '../area.ts';

/**
 * The announcement bar (docs/behaviour/page-modules.md#announcement-bar); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's.
 */
export const ANNOUNCEMENT_BAR_TEXT = {
  name: 'announcementBar',
  messages: {
    region: 'Announcement',
    close: 'Close Announcement Bar',
  },
} as const satisfies Area;
