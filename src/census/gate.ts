/**
 * The one question every census call asks first: may this page, for this
 * visitor, be counted now? Only with consent and when no skip rule applies;
 * nothing is tracked, and no tracking cookie written, otherwise.
 */
import { consentAllowsTracking } from '../consent/allows-tracking.ts';
import { consentPolicyOf } from '../consent/policy.ts';
import type { SiteContext } from '../site-context.ts';
import { censusSkipReason, type SkipReason } from './skip-rules.ts';

/** Why the census is not counting, or `undefined` when it is. */
export type CensusBlock = SkipReason | 'no-consent';

/** Why the census must not count this page now, or `undefined` when it may. */
export function censusBlockedBy(context: SiteContext, win: Window = window): CensusBlock | undefined {
  const skip = censusSkipReason(context, win.location.pathname, consentPolicyOf(context).isVisitorDataRestricted);
  if (skip) return skip;
  return consentAllowsTracking(context, win) ? undefined : 'no-consent';
}
