import type { Area } from '../area.ts';

/** Reservation block preview (behaviour/vocabulary.md#catalogue). */
export const RESERVATION_TEXT = {
  name: 'reservation',
  messages: {
    previewTitle: 'Preview Only',
    previewMessage: 'Please log out of your account in order to use the reservation block.',
  },
} as const satisfies Area;
