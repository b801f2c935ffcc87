import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/** Money and commerce display (behaviour/vocabulary.md#catalogue). */
export const MONEY_TEXT = {
  name: 'money',
  format: fillPlaceholders,
  messages: {
    free: 'Free',
    fromPrice: 'from {startingPrice}',
  },
} as const satisfies Area;
