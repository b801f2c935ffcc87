import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * Simple likes (docs/behaviour/page-modules.md#simple-likes); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's.
 */
export const SIMPLE_LIKES_TEXT = {
  name: 'simpleLikes',
  format: fillPlaceholders,
  messages: {
    like: 'Like ({count})',
  },
} as const satisfies Area;
