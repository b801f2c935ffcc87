/**
 * The lazy `cookie-banner` site module: a small DOM banner, no React. The
 * loader loads it when the banner must show (enabled, no `ss_cookieAllowed`
 * cookie, not screenshot mode) and on `cookie-banner:show` and
 * `cookie-banner:update`, and hands each of those over through `handle()`.
 *
 * Accept stores `ss_cookieAllowed=true`, decline `false` (30 days, path /,
 * SameSite=Lax, Secure on https); either removes the banner, fires
 * `consent:change` and updates Google's consent mode. A forced banner
 * (`cookie-banner:show`) ignores clicks.
 */
import './cookie-banner.css';
import { applyConsentChoice } from '../../consent/apply-choice.ts';
import { isTrackingAllowed } from '../../consent/decision.ts';
import { bannerWanted } from '../../consent/banner-wanted.ts';
import { isScreenshotMode } from '../../consent/screenshot-mode.ts';
import { normaliseBannerSettings } from '../../consent/settings.ts';
import { clearTrackingCookies } from '../../consent/tracking-cookies.ts';
// Static on purpose, even were it unused: the build puts what the banner and the idle start
// share in one small chunk, and this import keeps the console funnel there, where the widgets
// that log find it without pulling the idle start's larger chunk (behaviour/consent.md#cookie-banner-cost).
import { fail } from '../../log.ts';
import type { SiteRuntime } from '../../runtime-api.ts';
import type { SiteModuleContext } from '../../site-module.ts';
import { bannerTextOf, renderBanner } from './view.ts';
import { bannerTextReady, loadSanitizer } from './banner-text.ts';
import { ownDoc } from '../../dom/doc.ts';
import { pushLayer } from '../../layers/stack.ts';

// The runtime the loader hands `start` (behaviour/start-up.md#runtime-reach).
let runtime: SiteRuntime;
let root: HTMLElement | undefined;
let forced = false;
let layer: { remove(): void } | undefined;
let overrides: Record<string, unknown> = {};
/** The page's element focus left for the banner, given focus back once the banner is answered. */
let cameFrom: HTMLElement | undefined;

const settingsNow = () => {
  const { context } = runtime;
  const base = context.cookieSettings && typeof context.cookieSettings === 'object' ? context.cookieSettings : {};
  return normaliseBannerSettings({ ...base, ...overrides }, context.websiteSettings);
};

function choose(allowed: boolean): void {
  if (forced) return;
  applyConsentChoice(allowed, runtime.bus);
  // `consent:change` (above) also tells the loader to load the idle start,
  // whose census counts this page now rather than at idle.
  hide();
}

function hide(): void {
  const hadFocus = !!root?.contains(ownDoc.activeElement);
  root?.remove();
  root = undefined;
  layer?.remove();
  layer = undefined;
  // The answered banner takes the focused button with it: focus would fall to <body> (issue 43).
  if (hadFocus) focusAfterBanner();
}

/**
 * Gives focus back to where the visitor was before entering the banner, or,
 * when they came to it first (it is first in the body), to the main content,
 * so the next Tab goes on into the page (docs/behaviour/consent.md#cookie-banner).
 */
function focusAfterBanner(): void {
  if (cameFrom?.isConnected) return cameFrom.focus({ preventScroll: true });
  const main = ownDoc.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus({ preventScroll: true });
}

/**
 * Puts the banner on the Escape stack once it shows: Escape dismisses it for
 * this page view without storing a choice (it comes back on the next page),
 * and a dialog opened over it still closes first. The stack is in the file
 * the banner shares with the idle start (behaviour/consent.md#cookie-banner-cost), so
 * it costs no request. A press outside never closes it: the visitor must answer it.
 */
function joinEscapeStack(): void {
  if (!root || layer || forced) return;
  const close = () => {
    layer = undefined;
    hide();
  };
  layer = pushLayer({ kind: 'cookie-banner', element: root, closeOnOutsidePress: false, close });
  // For QA, like `siteInitialized`: Escape now reaches the banner.
  root.dataset.escapeLayer = 'open';
}

/** Shows (or re-renders) the banner with the current settings. */
function show(): void {
  const settings = settingsNow();
  // Rich text waits for the sanitizer, so the banner shows whole (./banner-text.ts); plain text shows at once.
  if (!bannerTextReady(bannerTextOf(settings))) return void loadSanitizer().then(show, (error: unknown) => fail('the cookie banner failed', error));
  if (!root) {
    root = ownDoc.createElement('section');
    // First in the body, so keyboard users reach it before the page's content.
    ownDoc.body.prepend(root);
    root.addEventListener('focusin', ({ relatedTarget }) => {
      if (relatedTarget instanceof HTMLElement && !root?.contains(relatedTarget)) cameFrom = relatedTarget;
    });
  }
  renderBanner(root, settings, { accept: () => choose(true), decline: () => choose(false) });
  root.toggleAttribute('data-forced', forced);
  // Without consent under a restrictive policy, no tracking cookie may stay.
  if (!isTrackingAllowed(settings)) clearTrackingCookies();
  // Its `sqs-cookie-banner-v2` class makes the stack treat it as a control
  // area: pressing it never closes an open dialog.
  if (!forced) joinEscapeStack();
}

/**
 * Shows the banner when it is wanted (no held call: the start-up check), or
 * takes the held bus events in order (`cookie-banner:show` as 'show',
 * `cookie-banner:update` as 'update'). Safe to call again. Never throws into
 * the loader: failures are logged and contained.
 */
export function start(context: SiteModuleContext): void {
  runtime = context.runtime;
  const { held } = context;
  try {
    const calls = held.splice(0);
    if (!calls.length && !root && bannerWanted(settingsNow()) && !isScreenshotMode(location.search)) show();
    for (const [event, payload] of calls) {
      if (event === 'show') {
        forced = true;
        show();
      } else if (event === 'update') {
        if (payload && typeof payload === 'object') overrides = { ...overrides, ...(payload as Record<string, unknown>) };
        if (root) show();
      }
    }
  } catch (error) {
    fail('the cookie banner failed', error);
  }
}
