/**
 * The tracking cookies cleared when the visitor has not consented (behaviour/consent.md#consent: the longer of its two readings, so nothing is missed), plus
 * the analytics id cookie behaviour/consent.md#consent mentions without naming.
 */
import { cookieText, deleteCookie } from '../cookies.ts';

/** The analytics id cookie's name (the documented rules (behaviour/consent.md#consent) give its lifetime, 390 days, but not its name). */
export const ANALYTICS_ID_COOKIE = 'ss_analyticsId';

/** Every cookie cleared without consent. */
const TRACKING_COOKIES = [
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
  ANALYTICS_ID_COOKIE,
] as const;

/**
 * The domains a cookie of this page may have been set on: none (host-only),
 * then the host and each parent domain (`.shop.example.com`, `.example.com`),
 * since a server may have set them domain-wide. IP addresses and single-label
 * hosts (localhost) only have the host-only form.
 */
function cookieDomains(hostname: string): Array<string | undefined> {
  const domains: Array<string | undefined> = [undefined];
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return domains;
  const parts = hostname.split('.');
  for (let i = 0; i < parts.length - 1; i++) domains.push('.' + parts.slice(i).join('.'));
  return domains;
}

/** Removes every tracking cookie, on path `/` and every domain it may live on. */
export function clearTrackingCookies(doc: Document = document): void {
  const domains = cookieDomains(doc.location?.hostname ?? '');
  for (const name of TRACKING_COOKIES) {
    if (!(cookieText(doc) ?? '').includes(name + '=')) continue;
    // Path `/`, deleteCookie's default; a host-only cookie has no domain.
    for (const domain of domains) deleteCookie(name, { domain }, doc);
  }
}
