import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/** Money and commerce display (first seed, section 9; second seed, section 5). */
export const MONEY_TEXT = {
  name: 'money',
  format: fillPlaceholders,
  messages: {
    free: 'Free',
    fromPrice: 'from {startingPrice}',
  },
} as const satisfies Area;
