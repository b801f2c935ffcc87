/**
 * Google consent mode: where the page has Google's `gtag`, the visitor's
 * choice is passed on as a consent update, so Google's own tags follow it.
 */
import { fail } from '../log.ts';

type Gtag = (command: 'consent', action: 'update', params: Record<string, 'granted' | 'denied'>) => void;

/** Sends `gtag('consent', 'update', …)` when the page has gtag; never throws. */
export function passConsentToGtag(allowed: boolean, win: Window = window): void {
  const gtag = (win as unknown as { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return;
  const value = allowed ? 'granted' : 'denied';
  try {
    gtag('consent', 'update', { analytics_storage: value, ad_storage: value });
  } catch (error) {
    fail('gtag consent update failed', error);
  }
}
