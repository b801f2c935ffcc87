import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/** Relative time (behaviour.md#catalogue). */
export const RELATIVE_TIME_TEXT = {
  name: 'relativeTime',
  format: fillPlaceholders,
  messages: {
    justNow: 'just now',
    secondsAgo: 'about {seconds} seconds ago',
  },
} as const satisfies Area;
