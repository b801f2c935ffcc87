import { fillPlaceholders } from '../../messages/fill-placeholders';
import type { Area } from '../area';

/** Social follow buttons (docs/behaviour.md#social-buttons); the seeds give no wording, these are the project's. */
export const SOCIAL_BUTTONS_TEXT = {
  name: 'socialButtons',
  format: fillPlaceholders,
  messages: {
    follow: '{site} on {service}',
    list: 'Follow us',
  },
} as const satisfies Area;
