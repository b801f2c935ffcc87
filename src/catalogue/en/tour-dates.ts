import type { Area } from '../area.ts';

/**
 * Tour dates (docs/behaviour/content-blocks.md#tour-dates); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's.
 */
export const TOUR_DATES_TEXT = {
  name: 'tourDates',
  messages: {
    tickets: 'Tickets',
    none: 'No upcoming dates.',
  },
} as const satisfies Area;
