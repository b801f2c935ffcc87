import { formatMessage } from '../../messages/format-message';
import type { Area } from '../area';

/** Analytics reporting (second seed, sections 5 and 8). */
export const ANALYTICS_TEXT = {
  name: 'analytics',
  format: formatMessage,
  messages: {
    httpStatusError: 'Error tracking event: HTTP Status {status}',
    noPayload: 'no payload',
  },
} as const satisfies Area;
