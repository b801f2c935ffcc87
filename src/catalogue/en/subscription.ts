import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/** Subscription plans (behaviour/vocabulary.md#catalogue). */
export const SUBSCRIPTION_TEXT = {
  name: 'subscription',
  format: fillPlaceholders,
  messages: {
    renewsEveryWeek: 'renews every week',
    renewsEveryMonth: 'renews every month',
    renewsEveryYear: 'renews every year',
    everyWeeks: 'every {n} weeks',
    everyMonths: 'every {n} months',
    everyYears: 'every {n} years',
    forPayments: 'for {p} payments',
  },
} as const satisfies Area;
