/**
 * The analytics id (behaviour/census.md#census): a random id kept in a
 * cookie for 390 days, sent with general analytics events. Written only with
 * consent (callers check), and cleared with the other tracking cookies.
 */
import { ANALYTICS_ID_COOKIE } from '../consent/tracking-cookies.ts';
import { COOKIE_LIFETIME, readCookie, writeCookie } from '../cookies.ts';
import { newVisitorId } from './visitor-cookies.ts';

/** The analytics id, created when absent; its cookie is renewed for another 390 days. */
export function analyticsId(doc: Document = document): string {
  const existing = readCookie(ANALYTICS_ID_COOKIE, doc);
  const id = existing && /^[\w-]{8,64}$/.test(existing) ? existing : newVisitorId();
  writeCookie(ANALYTICS_ID_COOKIE, id, { maxAgeSeconds: COOKIE_LIFETIME.analyticsId }, doc);
  return id;
}
