/**
 * The popup overlay page module (docs/behaviour/popup-overlay.md#popup-overlay): decides
 * from the settings and the visitor's local record whether the overlay
 * shows, then shows it as a modal layer on the Escape stack (the page
 * behind made inert, focus given back), with the census overlay call, button
 * tracking in the popup-overlay context and the newsletter form as an
 * overlay form. Closing or signing up updates the local record.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import type { Bus } from '../../src/bus.ts';
import type { SiteContext } from '../../src/site-context.ts';
import { pushLayer } from '../../src/layers/stack.ts';
import { BUTTON_CONTEXT, type ButtonTrackingPayload, handleTrackedClick, trackButtonRender, trackOverlay } from '../../src/census/index.ts';
import { readCookie } from '../../src/cookies.ts';
import { BREAKPOINT_MEDIA_QUERY } from '../../src/enums/breakpoints.ts';
import { type PopupEnvironment, popupDecision } from './display-rule.ts';
import { type PopupOverlayRecord, readPopupRecord, writePopupRecord } from './record.ts';
import { hasContent, type PopupOverlaySettings, popupOverlaySettings } from './settings.ts';
import { waitingFor, whenDue } from './display-timing.ts';
import { warn } from '../../src/log.ts';
import { buildPopupOverlay } from './view.ts';
import { mountNewsletter } from './newsletter.ts';
import './popup-overlay.css';
import { ownDoc } from '../../src/dom/doc.ts';

/** The layer's id and kind in `dialog:open` / `dialog:close`. */
export const LAYER_ID = 'popup-overlay';

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
 * `data-popup-overlay` says what was decided (`show`, `no-content`,
 * `closed-recently`, …) or what it waits for (`waiting-for-timer`, …). A
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
  state(decision);
  if (decision === 'style-unknown')
    return warn(`popup overlay not shown: websiteSettings.popupOverlaySettings.style is ${settings.style}, expected 1 (none) or 2 (show)`);
  if (decision !== 'show') return;
  if (!hasContent(settings)) {
    state('no-content');
    return warn('popup overlay not shown: websiteSettings.popupOverlaySettings has no title, body, form or button, and its page is not in this page');
  }
  let close: (() => void) | undefined;
  const open = () => {
    state('show');
    close = showPopupOverlay(settings, record, bus, site);
  };
  const onConsent = () => open();
  const due = () => {
    if (!settings.isCookieBannerEnabled || readCookie('ss_cookieAllowed') !== undefined) return open();
    state('waiting-for-consent');
    bus.once('consent:change', onConsent);
  };
  const waiting = waitingFor(settings);
  if (waiting) state(waiting);
  const cancel = whenDue(settings, due);
  return () => {
    cancel();
    bus.off('consent:change', onConsent);
    close?.();
  };
}

/** Shows the overlay now; returns its close (which records the closing). */
export function showPopupOverlay(settings: PopupOverlaySettings, record: PopupOverlayRecord | undefined, bus: Bus, site: SiteContext): () => void {
  const view = buildPopupOverlay(settings);
  const previous = ownDoc.activeElement;
  let submitted = record?.submitted ?? false;
  let closedDate = record?.closedDate;
  let closed = false;
  const undo: Array<() => void> = [];
  const finish = () => {
    if (closed) return;
    closed = true;
    layer.remove();
    undo.splice(0).forEach((step) => step());
    view.root.remove();
    closedDate = Date.now();
    writePopupRecord({ version: settings.version, submitted, closedDate });
    if (previous instanceof HTMLElement && previous.isConnected && previous !== ownDoc.body) previous.focus({ preventScroll: true });
    bus.emit('dialog:close', { id: LAYER_ID, kind: LAYER_ID, result: 'dismiss' });
  };
  // Pushed first, so an Escape from here on closes this overlay and nothing else.
  const layer = pushLayer({ kind: LAYER_ID, element: view.dialog, close: finish });
  // The page behind becomes inert while the overlay is open: focus and
  // assistive technology stay in the dialog without a focus-trap module of
  // its own (the dialogs' focus code would split into a chunk every dialog
  // then pays for).
  const behind = Array.from(ownDoc.body.children).filter((element) => !element.hasAttribute('inert'));
  behind.forEach((element) => element.setAttribute('inert', ''));
  undo.push(() => behind.forEach((element) => element.removeAttribute('inert')));
  ownDoc.body.append(view.root);
  view.close.addEventListener('click', finish);
  if (view.form && settings.form) {
    undo.push(
      mountNewsletter(view.form, settings.form, () => {
        submitted = true;
        writePopupRecord({ version: settings.version, submitted, closedDate });
      }),
    );
  }
  if (view.button && settings.button) {
    const anchor = view.button;
    const payload: ButtonTrackingPayload = {
      id: LAYER_ID,
      buttonText: settings.button.text,
      clickthroughUrl: settings.button.url,
      newWindow: settings.button.newWindow,
      context: BUTTON_CONTEXT.POPUP_OVERLAY,
    };
    void trackButtonRender(payload, site);
    anchor.addEventListener('click', (event) => handleTrackedClick(event, anchor, payload));
  }
  (view.form?.querySelector<HTMLInputElement>('input[name=email]') ?? view.close).focus({ preventScroll: true });
  bus.emit('dialog:open', { id: LAYER_ID, kind: LAYER_ID });
  void trackOverlay({ event: 'show', version: settings.version }, site);
  return finish;
}
