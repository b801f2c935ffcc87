import type { Area } from '../area.ts';

/**
 * Quick view (docs/behaviour/page-modules.md#quick-view); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's.
 */
export const QUICK_VIEW_TEXT = {
  name: 'quickView',
  messages: {
    close: 'Close',
    fallbackTitle: 'Quick View',
  },
} as const satisfies Area;
