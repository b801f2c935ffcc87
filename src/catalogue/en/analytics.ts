import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/** Analytics reporting (behaviour/vocabulary.md#catalogue). */
export const ANALYTICS_TEXT = {
  name: 'analytics',
  format: fillPlaceholders,
  messages: {
    httpStatusError: 'Error tracking event: HTTP Status {status}',
    noPayload: 'no payload',
  },
} as const satisfies Area;
