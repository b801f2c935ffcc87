import type { Area } from '../area.ts';

/** Performance reporting (behaviour/vocabulary.md#catalogue). */
export const PERFORMANCE_TEXT = {
  name: 'performance',
  messages: {
    unexpectedStatus: 'XHR request DONE with unexpected status',
    settingsTimeout: 'Metric settings request timeout',
    noPageLoadId: 'Unable to resolve pageLoadId',
  },
} as const satisfies Area;
