import { fillPlaceholders } from '../../messages/fill-placeholders';
import type { Area } from '../area';

/** Simple likes (docs/behaviour.md#simple-likes); the seeds give no wording, these are the project's. */
export const SIMPLE_LIKES_TEXT = {
  name: 'simpleLikes',
  format: fillPlaceholders,
  messages: {
    like: 'Like ({count})',
  },
} as const satisfies Area;
