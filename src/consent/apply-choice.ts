/**
 * What a visitor's choice on the banner does, in order: the consent cookie
 * is stored, tracking cookies are cleared on decline, `consent:change`
 * carries the choice and its time, and Google's consent mode is updated.
 * Only the banner does this, so it is not part of the consent decision the
 * census reads on every page (docs/behaviour.md#idle-start).
 */
import type { Bus } from '../bus.ts';
import { COOKIE_LIFETIME, writeCookie } from '../cookies.ts';
import { CONSENT_COOKIE } from './decision.ts';
import { passConsentToGtag } from './gtag.ts';
import { clearTrackingCookies } from './tracking-cookies.ts';

/**
 * Stores the choice for 30 days on path `/` with SameSite=Lax (and Secure on
 * https pages), as behaviour.md#consent says.
 */
export function storeConsentChoice(allowed: boolean, doc: Document = document): void {
  writeCookie(CONSENT_COOKIE, String(allowed), { maxAgeSeconds: COOKIE_LIFETIME.consent, path: '/', sameSite: 'Lax' }, doc);
}

/** Applies an accept (`true`) or decline (`false`); returns the time stamped on the event. */
export function applyConsentChoice(allowed: boolean, bus: Bus, now: number = Date.now()): number {
  storeConsentChoice(allowed);
  if (!allowed) clearTrackingCookies();
  bus.emit('consent:change', { allowed, time: now });
  passConsentToGtag(allowed);
  return now;
}
