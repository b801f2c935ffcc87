import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * Social follow buttons (docs/behaviour/page-modules.md#social-buttons); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's.
 */
export const SOCIAL_BUTTONS_TEXT = {
  name: 'socialButtons',
  format: fillPlaceholders,
  messages: {
    follow: '{site} on {service}',
    list: 'Follow us',
  },
} as const satisfies Area;
