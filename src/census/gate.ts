/**
 * The one question every census call asks first: may this page, for this
 * visitor, be counted now? Only with consent and when no skip rule applies;
 * nothing is tracked, and no tracking cookie written, otherwise.
 */
import { isTrackingAllowed } from '../consent/decision.ts';
import { bannerSettingsOf } from '../consent/settings.ts';
import type { SiteContext } from '../site-context.ts';
import { censusSkipReason, type SkipReason } from './skip-rules.ts';

/** Why the census is not counting, or `undefined` when it is. */
export type CensusBlock = SkipReason | 'no-consent';

/** Why the census must not count this page now, or `undefined` when it may. */
export function censusBlockedBy(context: SiteContext, win: Window = window): CensusBlock | undefined {
  const settings = bannerSettingsOf(context);
  const skip = censusSkipReason(context, win.location.pathname, settings.isVisitorDataRestricted);
  if (skip) return skip;
  return isTrackingAllowed(settings, win.document) ? undefined : 'no-consent';
}
