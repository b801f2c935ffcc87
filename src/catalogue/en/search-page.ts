import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * The search page (docs/behaviour/page-modules.md#search-page); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's.
 */
export const SEARCH_PAGE_TEXT = {
  name: 'searchPage',
  format: fillPlaceholders,
  messages: {
    results: '{count} results for “{query}”',
    oneResult: '1 result for “{query}”',
    noResults: 'No results for “{query}”',
  },
} as const satisfies Area;
