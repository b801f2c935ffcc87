import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * The comments thread (docs/behaviour/page-modules.md#comments); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's.
 */
export const COMMENTS_TEXT = {
  name: 'comments',
  format: fillPlaceholders,
  messages: {
    loading: 'Loading comments…',
    none: 'No comments yet.',
    one: '1 Comment',
    many: '{count} Comments',
    failed: 'Comments could not be loaded.',
    retry: 'Try again',
  },
} as const satisfies Area;
