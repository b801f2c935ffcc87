import type { Area } from '../area.ts';

/** Workflow labels (behaviour.md#catalogue). */
export const WORKFLOW_TEXT = {
  name: 'workflow',
  messages: {
    available: 'Available',
    scheduled: 'Scheduled',
    hidden: 'Hidden',
    unsupported: 'Unsupported',
  },
} as const satisfies Area;
