/**
 * The consent decision: may this visitor be tracked right now? It reads the
 * site's own consent cookie (`ss_cookieAllowed`), the TrustArc cookies behaviour/consent.md#consent lists
 * (`notice_behavior` for the EU region, `cmapi_cookie_privacy`
 * where 2 or 3 mean allowed) and the site's cookie policy.
 */
import { cookieText, readCookie, readCookies } from '../cookies.ts';
import type { ConsentPolicy } from './policy.ts';

/** The site's consent cookie: "true" after accept, "false" after decline. */
export const CONSENT_COOKIE = 'ss_cookieAllowed';

/**
 * The visitor's choice on this site's banner, or `undefined` before any. More than one
 * consent cookie (one planted on a longer path or by a sibling subdomain) is a choice only
 * when every one says `true`: any decline, or any disagreement, is a decline
 * (docs/security.md#consent-cookies).
 */
export function readConsentChoice(doc: Document = document): boolean | undefined {
  const values = readCookies(CONSENT_COOKIE, doc);
  if (values.length > 1) return values.every((value) => value === 'true');
  return values[0] === 'true' ? true : values[0] === 'false' ? false : undefined;
}

/**
 * What another consent manager (TrustArc) says: `cmapi_cookie_privacy` lists
 * the permitted categories ("permit 1,2,3", "permit_1|2|3", "permit 1
 * required"); 2 (functional) or 3 (advertising/analytics) mean allowed. With
 * no such cookie, a `notice_behavior` naming the EU region ("implied,eu")
 * means consent is required and not yet given. `undefined`: no opinion.
 * @internal Exported for its unit test: reads another consent manager's answer from the page; a table of page states.
 */
export function otherManagerConsent(doc: Document = document): boolean | undefined {
  const privacy = readCookie('cmapi_cookie_privacy', doc);
  if (privacy !== undefined) {
    // Some number in the list is 2 or 3 ("permit 12" names category 12, not 2).
    return /(^|\D)[23](\D|$)/.test(privacy);
  }
  const behavior = readCookie('notice_behavior', doc);
  if (behavior !== undefined && /(^|[^a-z])eu([^a-z]|$)/i.test(behavior)) return false;
  return undefined;
}

/**
 * Whether tracking cookies may be set and census calls sent:
 * 1. the visitor's own choice on this site's banner wins;
 * 2. else another consent manager's answer, unless the site's restrictive
 *    policy is absolute (then only this site's banner counts);
 * 3. else allowed unless the site has a restrictive cookie policy.
 */
export function isTrackingAllowed(settings: ConsentPolicy, doc: Document = document): boolean {
  // Cookies that cannot be read (a sandboxed frame) are no consent (behaviour/start-up.md#security-model).
  if (cookieText(doc) === undefined) return false;
  const choice = readConsentChoice(doc);
  if (choice !== undefined) return choice;
  if (settings.isRestrictiveCookiePolicyAbsolute) return false;
  const other = otherManagerConsent(doc);
  if (other !== undefined) return other;
  return !settings.isRestrictiveCookiePolicyEnabled;
}
