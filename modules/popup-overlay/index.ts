/**
 * The popup overlay page module (docs/behaviour/popup-overlay.md#popup-overlay): decides
 * from the settings and the visitor's local record whether the overlay
 * shows. Only then is the overlay itself (./show.ts: the view, its styles,
 * the newsletter form and the census calls) asked for, at once, so it has
 * arrived when the timer or the scroll says it is due: a visit that shows
 * nothing (closed recently, no content, a phone with mobile disabled)
 * downloads only the rules.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import type { SiteContext } from '../../src/site-context.ts';
import { holdLayer } from '../../src/layers/stack.ts';
import { readCookie } from '../../src/cookies.ts';
import { BREAKPOINT_MEDIA_QUERY } from '../../src/enums/breakpoints.ts';
import { type PopupEnvironment, popupDecision } from './display-rule.ts';
import { readPopupRecord } from './record.ts';
import { hasContent, popupOverlaySettings } from './settings.ts';
import { waitingFor, whenDue } from './display-timing.ts';
import { contained, warn } from '../../src/log.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { LAYER_ID } from './layer.ts';

/**
 * Screenshot mode, read as src/consent/screenshot-mode.ts reads it (`?screenshot`,
 * any value but `false`). Not imported: sharing that file with the cookie
 * banner splits it into a chunk of its own, and the banner's first use pays
 * for the extra file beyond its 5 KB budget. A unit test keeps the two equal.
 */
export function isScreenshotRender(search: string): boolean {
  const value = new URLSearchParams(search).get('screenshot');
  return value !== null && value !== 'false';
}

/** The page as the display rules see it now. */
export function pageEnvironment(site: SiteContext): PopupEnvironment {
  return {
    now: Date.now(),
    mobile: matchMedia(BREAKPOINT_MEDIA_QUERY.mobile).matches,
    pageType: site.pageType,
    screenshot: isScreenshotRender(location.search),
  };
}

/**
 * Shows the overlay when its rules say so; for QA, the root element's
 * `data-popup-overlay` says what was decided (`no-content`,
 * `closed-recently`, …), what it waits for (`waiting-for-timer`, …,
 * `waiting-for-code` while ./show.ts arrives) or `show` once it is on the page. A
 * popup with nothing to show is not shown, with one warning: its content is
 * the site's popup page, which the page does not hold. When its display
 * rules are met (./display-timing.ts), with the cookie banner enabled and
 * unanswered, the overlay waits for the visitor's answer so the two never
 * compete.
 */
export function start({ site, bus }: PageModuleContext, env: PopupEnvironment = pageEnvironment(site)): ModuleCleanup | void {
  const settings = popupOverlaySettings(site.websiteSettings?.popupOverlaySettings);
  if (!settings) return;
  const record = readPopupRecord();
  const decision = popupDecision(settings, record, env);
  const state = (value: string) => (ownDoc.documentElement.dataset.popupOverlay = value);
  // "show" only once it is on the page: until then, what it waits for (below).
  if (decision !== 'show') state(decision);
  if (decision === 'style-unknown')
    return warn(`popup overlay not shown: websiteSettings.popupOverlaySettings.style is ${settings.style}, expected 1 (none) or 2 (show)`);
  if (decision !== 'show') return;
  if (!hasContent(settings)) {
    state('no-content');
    return warn('popup overlay not shown: websiteSettings.popupOverlaySettings has no title, body, form or button, and its page is not in this page');
  }
  // Asked for now: the rules say this visit shows it, and it must be there when it is due.
  const overlay = import('./show.ts');
  // Its failure is told when it is due (below), not as an unhandled rejection of a visit that never gets there.
  overlay.catch(() => undefined);
  let close: (() => void) | undefined;
  let stopped = false;
  const open = () => {
    state('waiting-for-code');
    // An Escape while it is still arriving is this overlay's, and cancels it (src/layers/stack.ts `holdLayer`).
    const release = holdLayer(LAYER_ID);
    overlay
      .then(({ showPopupOverlay }) => {
        if (release()) return state('closed-before-shown');
        if (stopped) return;
        state('show');
        close = showPopupOverlay(settings, record, bus, site);
      })
      .catch((error: unknown) => {
        release();
        state('failed');
        contained('the popup overlay')(error);
      });
  };
  const onConsent = () => open();
  const due = () => {
    if (!settings.isCookieBannerEnabled || readCookie('ss_cookieAllowed') !== undefined) return open();
    state('waiting-for-consent');
    bus.once('consent:change', onConsent);
  };
  state(waitingFor(settings) ?? 'waiting-for-code');
  const cancel = whenDue(settings, due);
  return () => {
    stopped = true;
    cancel();
    bus.off('consent:change', onConsent);
    close?.();
  };
}
