/**
 * The cookie banner's settings, normalised exactly as docs/behaviour/consent.md#consent says
 * ("settings that make no sense fall back to the documented defaults"): an invalid variant becomes BAR, an
 * invalid theme DARK, an invalid call-to-action variant ICON, a bar sits at
 * the bottom and a popup at the bottom left unless told otherwise, empty text
 * (an empty paragraph counts as empty) gets the default text, and the accept
 * type is OPT_IN unless it is OPT_IN_AND_OUT.
 *
 * Empty text is normalised to '' here, and the banner's view puts the
 * default text in when it renders (`cookieBanner.*` in the catalogue, in
 * the active language). That keeps the strings and `t()` out of this
 * module and reads the language when the banner shows, not earlier.
 *
 * Pure and tiny. The cookie policy's three rules live in ./policy.ts, which
 * the census reads without this module.
 */
import { normaliseConsentPolicy, type ConsentPolicy } from './policy.ts';

const BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
const BANNER_THEMES = ['LIGHT', 'DARK'] as const;
const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;
const ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;

export type BannerVariant = (typeof BANNER_VARIANTS)[number];
export type BannerTheme = (typeof BANNER_THEMES)[number];
export type CtaVariant = (typeof CTA_VARIANTS)[number];
export type BarPosition = (typeof BAR_POSITIONS)[number];
export type PopupPosition = (typeof POPUP_POSITIONS)[number];
export type AcceptType = (typeof ACCEPT_TYPES)[number];

/** The banner settings after normalisation: every field has a valid value. */
export interface CookieBannerSettings extends ConsentPolicy {
  isCookieBannerEnabled: boolean;
  cookieBannerVariant: BannerVariant;
  cookieBannerTheme: BannerTheme;
  cookieBannerCtaVariant: CtaVariant;
  /** A bar position for BAR, a popup position for POPUP. */
  cookieBannerPosition: BarPosition | PopupPosition;
  /**
   * Rich text (HTML from the site owner); rendered through a small
   * allow-list. '' when it shows nothing: the banner shows the default text.
   */
  cookieBannerText: string;
  /** Trimmed; '' when not set: the banner shows the default 'Accept'. */
  cookieBannerCtaText: string;
  /** Trimmed; '' when not set: the banner shows the default 'Decline'. */
  cookieBannerOptOutCtaText: string;
  cookieBannerAcceptType: AcceptType;
}

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T => {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : value;
  return allowed.includes(upper as T) ? (upper as T) : fallback;
};

/**
 * Whether rich text shows nothing: no characters once tags, `&nbsp;` and
 * white space are gone (`<p></p>`, `<p><br></p>`, `<p>&nbsp;</p>` are empty).
 */
function isEmptyRichText(value: unknown): boolean {
  if (typeof value !== 'string') return true;
  return (
    value
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/gi, '')
      .trim() === ''
  );
}

/** A call to action's text, trimmed; '' (the default's place) when not a string. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Normalises the page context's `cookieSettings` (plus the two fields the specification (behaviour/consent.md#consent) says come from elsewhere: `isAnalyticsCookiesDisabled` and
 * `isActivityLogEnabled`, read from `cookieSettings` or `websiteSettings`).
 * Never throws: anything missing or invalid takes the documented default.
 */
export function normaliseBannerSettings(raw: unknown, websiteSettings?: unknown): CookieBannerSettings {
  const s = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const variant = pick(BANNER_VARIANTS, s.cookieBannerVariant, 'BAR');
  const position =
    variant === 'BAR'
      ? pick<BarPosition | PopupPosition>(BAR_POSITIONS, s.cookieBannerPosition, 'BOTTOM')
      : pick<BarPosition | PopupPosition>(POPUP_POSITIONS, s.cookieBannerPosition, 'BOTTOM_LEFT');
  return {
    isCookieBannerEnabled: s.isCookieBannerEnabled === true,
    cookieBannerVariant: variant,
    cookieBannerTheme: pick(BANNER_THEMES, s.cookieBannerTheme, 'DARK'),
    cookieBannerCtaVariant: pick(CTA_VARIANTS, s.cookieBannerCtaVariant, 'ICON'),
    cookieBannerPosition: position,
    cookieBannerText: isEmptyRichText(s.cookieBannerText) ? '' : String(s.cookieBannerText),
    cookieBannerCtaText: text(s.cookieBannerCtaText),
    cookieBannerOptOutCtaText: text(s.cookieBannerOptOutCtaText),
    cookieBannerAcceptType: pick(ACCEPT_TYPES, s.cookieBannerAcceptType, 'OPT_IN'),
    ...normaliseConsentPolicy(s, websiteSettings),
  };
}
