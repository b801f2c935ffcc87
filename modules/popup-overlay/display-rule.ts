/**
 * Whether the popup overlay shows (docs/behaviour/popup-overlay.md#popup-overlay). Pure,
 * so every rule is a unit test.
 */
import { POPUP_DISPLAY_FREQUENCY_ONCE, POPUP_OVERLAY_STYLE } from '../../src/enums/popup-overlay.ts';
import type { PopupOverlayRecord } from './record.ts';
import type { PopupOverlaySettings } from './settings.ts';

/** Splash page (3) and lock screen (103), src/enums/page-type.ts: written out so the chunk carries no page-type table. */
const SUPPRESSING_PAGE_TYPES = [3, 103];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why the overlay shows or not. */
export type PopupDecision =
  | 'show'
  | 'style-none'
  | 'style-unknown'
  | 'page-type'
  | 'screenshot'
  | 'mobile-disabled'
  | 'signed-up'
  | 'closed-for-good'
  | 'closed-recently'
  | 'not-closed';

/** What the page is like when the overlay decides. */
export interface PopupEnvironment {
  now: number;
  mobile: boolean;
  pageType: number;
  screenshot: boolean;
}

/**
 * Suppressed for style none (1) or a style that is not show (2), on a
 * splash page or lock screen, in screenshot mode, and on mobile when
 * mobile is disabled. Otherwise never again after a sign-up when
 * `showUntilSignup` is set; else shown with no record, for a newer
 * settings version, or once `displayFrequency` days have passed since it
 * was closed (-1: never again). A record of this version that was never
 * closed (a sign-up without `showUntilSignup`) has no date to count from,
 * so it is not shown (docs/behaviour/popup-overlay.md#popup-overlay).
 */
export function popupDecision(settings: PopupOverlaySettings, record: PopupOverlayRecord | undefined, env: PopupEnvironment): PopupDecision {
  if (settings.style === POPUP_OVERLAY_STYLE.NONE) return 'style-none';
  if (settings.style !== POPUP_OVERLAY_STYLE.SHOW) return 'style-unknown';
  if (SUPPRESSING_PAGE_TYPES.includes(env.pageType)) return 'page-type';
  if (env.screenshot) return 'screenshot';
  if (!settings.enableMobile && env.mobile) return 'mobile-disabled';
  if (record?.submitted && settings.showUntilSignup) return 'signed-up';
  if (!record || record.version < settings.version) return 'show';
  if (record.closedDate === undefined) return 'not-closed';
  if (settings.displayFrequency === POPUP_DISPLAY_FREQUENCY_ONCE) return 'closed-for-good';
  return env.now >= record.closedDate + settings.displayFrequency * DAY_MS ? 'show' : 'closed-recently';
}
