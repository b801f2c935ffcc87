// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { subscriptionText } from '../../../../src/money/subscription-text.ts';
import type { BillingPeriodUnit } from '../../../../src/money/subscription-text.ts';

describe('subscriptionText', () => {
  it.each([
    [1, 'week', 0, 'renews every week'],
    [1, 'month', 0, 'renews every month'],
    [1, 'year', 0, 'renews every year'],
    [3, 'week', 0, 'every 3 weeks'],
    [2, 'month', 0, 'every 2 months'],
    [5, 'year', 0, 'every 5 years'],
    [1, 'month', 6, 'renews every month for 6 payments'],
    [3, 'week', 6, 'every 3 weeks for 6 payments'],
    [1, 'year', 1, 'renews every year for 1 payments'],
  ] as ReadonlyArray<[number, BillingPeriodUnit, number, string]>)('every %i %s, %i cycles: %s', (value, unit, numBillingCycles, expected) => {
    expect(subscriptionText({ billingPeriod: { value, unit }, numBillingCycles })).toBe(expected);
  });
});
