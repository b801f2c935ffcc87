import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/** Relative time (second seed, section 4). */
export const RELATIVE_TIME_TEXT = {
  name: 'relativeTime',
  format: fillPlaceholders,
  messages: {
    justNow: 'just now',
    secondsAgo: 'about {seconds} seconds ago',
  },
} as const satisfies Area;
