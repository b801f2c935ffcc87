/**
 * What a visitor's choice on the banner does, in order: the consent cookie
 * is stored, tracking cookies are cleared on decline, `consent:change`
 * carries the choice and its time, and Google's consent mode is updated.
 */
import type { Bus } from '../bus.ts';
import { storeConsentChoice } from './decision.ts';
import { passConsentToGtag } from './gtag.ts';
import { clearTrackingCookies } from './tracking-cookies.ts';

/** Applies an accept (`true`) or decline (`false`); returns the time stamped on the event. */
export function applyConsentChoice(allowed: boolean, bus: Bus, now: number = Date.now()): number {
  storeConsentChoice(allowed);
  if (!allowed) clearTrackingCookies();
  bus.emit('consent:change', { allowed, time: now });
  passConsentToGtag(allowed);
  return now;
}
