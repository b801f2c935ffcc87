/**
 * The consent gate: whether this visitor lets the site track them now (the site's cookie
 * policy and the visitor's stored choice, src/consent/decision.ts). The census asks it first;
 * so does everything else that records the visitor, such as session recording
 * (docs/security.md#recording).
 */
import type { SiteContext } from '../site-context.ts';
import { isTrackingAllowed } from './decision.ts';
import { consentPolicyOf } from './policy.ts';

/** Whether tracking is allowed for this page's visitor now. */
export function consentAllowsTracking(context: SiteContext, win: Window = window): boolean {
  return isTrackingAllowed(consentPolicyOf(context), win.document);
}
