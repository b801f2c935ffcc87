import type { Area } from '../area';

/** The announcement bar (docs/behaviour.md#announcement-bar); the seeds give no wording, these are the project's. */
export const ANNOUNCEMENT_BAR_TEXT = {
  name: 'announcementBar',
  messages: {
    region: 'Announcement',
    close: 'Close Announcement Bar',
  },
} as const satisfies Area;
