import { t } from '../catalogue/index.ts';
import { SUBSCRIPTION_TEXT } from '../catalogue/en/subscription.ts';

/** A billing period unit of a subscription plan (behaviour/vocabulary.md#vocabulary). */
export type BillingPeriodUnit = 'week' | 'month' | 'year';

/** A subscription plan's billing, as behaviour/vocabulary.md#vocabulary describes it. */
export interface SubscriptionPlanBilling {
  /** How often the plan bills: every `value` `unit`s. */
  readonly billingPeriod: { readonly value: number; readonly unit: BillingPeriodUnit };
  /** Number of payments; 0 means indefinite (behaviour/vocabulary.md#vocabulary). */
  readonly numBillingCycles: number;
}

const RENEWS_EVERY = {
  week: 'renewsEveryWeek',
  month: 'renewsEveryMonth',
  year: 'renewsEveryYear',
} as const satisfies Record<BillingPeriodUnit, keyof typeof SUBSCRIPTION_TEXT.messages>;

const EVERY_N = {
  week: 'everyWeeks',
  month: 'everyMonths',
  year: 'everyYears',
} as const satisfies Record<BillingPeriodUnit, keyof typeof SUBSCRIPTION_TEXT.messages>;

/**
 * The billing text of a subscription (behaviour/vocabulary.md#vocabulary): 'renews every
 * week/month/year' for a period of one, 'every {n} weeks/months/years'
 * otherwise, followed by 'for {p} payments' when the plan is finite. The two
 * parts are joined by a space (the specification (behaviour/vocabulary.md#vocabulary) gives no separator).
 *
 * @example subscriptionText({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 }) // 'renews every month'
 * @example subscriptionText({ billingPeriod: { value: 3, unit: 'week' }, numBillingCycles: 6 }) // 'every 3 weeks for 6 payments'
 */
export function subscriptionText(plan: SubscriptionPlanBilling): string {
  const { value, unit } = plan.billingPeriod;
  const period = value === 1 ? t(SUBSCRIPTION_TEXT, RENEWS_EVERY[unit]) : t(SUBSCRIPTION_TEXT, EVERY_N[unit], { n: value });
  return plan.numBillingCycles > 0 ? `${period} ${t(SUBSCRIPTION_TEXT, 'forPayments', { p: plan.numBillingCycles })}` : period;
}
