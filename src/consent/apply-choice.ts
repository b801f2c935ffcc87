/**
 * What a visitor's choice on the banner does, in order: the consent cookie
 * is stored, tracking cookies are cleared on decline, `consent:change`
 * carries the choice and its time, and Google's consent mode is updated
 * (that code is fetched only on a page that has a `gtag`: most have none,
 * and the banner need not carry it, behaviour/consent.md#cookie-banner-cost).
 * Only the banner does this, so it is not part of the consent decision the
 * census reads on every page (docs/behaviour/start-up.md#idle-start).
 */
import type { Bus } from '../bus.ts';
import { COOKIE_LIFETIME, writeCookie } from '../cookies.ts';
import { CONSENT_COOKIE } from './decision.ts';
import { fail } from '../log.ts';
import { clearTrackingCookies } from './tracking-cookies.ts';

/**
 * Stores the choice for 30 days on path `/` with SameSite=Lax (and Secure on
 * https pages), as behaviour/consent.md#consent says.
 * @internal Exported for its unit test: the cookie written for a choice; applyConsentChoice adds the bus and the clock around it.
 */
export function storeConsentChoice(allowed: boolean, doc: Document = document): void {
  writeCookie(CONSENT_COOKIE, String(allowed), { maxAgeSeconds: COOKIE_LIFETIME.consent, path: '/', sameSite: 'Lax' }, doc);
}

/** Applies an accept (`true`) or decline (`false`); returns the time stamped on the event. */
export function applyConsentChoice(allowed: boolean, bus: Bus, now: number = Date.now()): number {
  storeConsentChoice(allowed);
  if (!allowed) clearTrackingCookies();
  bus.emit('consent:change', { allowed, time: now });
  if (typeof (window as { gtag?: unknown }).gtag === 'function') {
    import('./gtag.ts').then(
      ({ passConsentToGtag }) => passConsentToGtag(allowed),
      (error: unknown) => fail('gtag consent update failed', error),
    );
  }
  return now;
}
