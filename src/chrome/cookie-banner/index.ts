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
import { bannerWanted, isTrackingAllowed } from '../../consent/decision.ts';
import { isScreenshotMode } from '../../consent/screenshot-mode.ts';
import { normaliseBannerSettings } from '../../consent/settings.ts';
import { clearTrackingCookies } from '../../consent/tracking-cookies.ts';
import { getRuntime } from '../../runtime-api.ts';
import { renderBanner } from './view.ts';

let root: HTMLElement | undefined;
let forced = false;
let overrides: Record<string, unknown> = {};

const settingsNow = () => {
  const { context } = getRuntime();
  const base = context.cookieSettings && typeof context.cookieSettings === 'object' ? context.cookieSettings : {};
  return normaliseBannerSettings({ ...base, ...overrides }, context.websiteSettings);
};

function choose(allowed: boolean): void {
  if (forced) return;
  const runtime = getRuntime();
  applyConsentChoice(allowed, runtime.bus);
  hide();
  // Consent may be what the census was waiting for: count this page now rather than at idle.
  if (allowed) runtime.load('census').catch(() => undefined);
}

function hide(): void {
  // Focus inside it falls back to the body; the next Tab starts where the banner was (the page's top).
  root?.remove();
  root = undefined;
}

/** Shows (or re-renders) the banner with the current settings. */
function show(): void {
  const settings = settingsNow();
  if (!root) {
    root = document.createElement('section');
    // First in the body, so keyboard users reach it before the page's content.
    document.body.prepend(root);
  }
  renderBanner(root, settings, { accept: () => choose(true), decline: () => choose(false) });
  root.toggleAttribute('data-forced', forced);
  // Without consent under a restrictive policy, no tracking cookie may stay.
  if (!isTrackingAllowed(settings)) clearTrackingCookies();
  // The Escape stack (src/layers) is for layers that block the page; this
  // banner never does (a region, not a modal dialog), so it does not take
  // Escape from the page. Its `sqs-cookie-banner-v2` class makes the stack
  // treat it as a control area: pressing it never closes an open dialog.
  // A blocking variant would `pushLayer({ closeOnOutsidePress: false, … })` here,
  // at the cost of the stack's chunk (~1.7 KB gzip) on the banner's 5 KB budget.
}

/**
 * Handles the start-up check (`event` undefined) and the two bus events
 * (`cookie-banner:show` as 'show', `cookie-banner:update` as 'update').
 * Never throws into the loader: failures are logged and contained.
 */
export function handle(event?: 'show' | 'update', payload?: unknown): void {
  try {
    if (event === 'show') {
      forced = true;
      show();
    } else if (event === 'update') {
      if (payload && typeof payload === 'object') overrides = { ...overrides, ...(payload as Record<string, unknown>) };
      if (root) show();
    } else if (!root && bannerWanted(settingsNow()) && !isScreenshotMode(location.search)) {
      show();
    }
  } catch (error) {
    console.error('[site-runtime] the cookie banner failed', error);
  }
}
