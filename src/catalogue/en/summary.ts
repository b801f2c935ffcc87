import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/** The summary block's carousel controls (the project's wording; the documented rules (behaviour/vocabulary.md#catalogue) give none). */
export const SUMMARY_TEXT = {
  name: 'summary',
  format: fillPlaceholders,
  messages: {
    carousel: 'Carousel',
    previous: 'Previous',
    next: 'Next',
    slide: '{n} of {total}',
    label: 'Summary',
  },
} as const satisfies Area;
