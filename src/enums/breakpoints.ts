/**
 * Design-token breakpoints (behaviour.md#vocabulary, "Design tokens and breakpoints"):
 * mobile at or below 432 px, desktop at or above 433 px. The token set also
 * has a tablet breakpoint that "can never match"; it is kept as a query that
 * never matches so code written against three breakpoints still works.
 */
export const BREAKPOINT = {
  MOBILE_MAX: 432,
  DESKTOP_MIN: 433,
} as const;

/** Media queries for {@link BREAKPOINT}; `not all` is CSS for "never". */
export const BREAKPOINT_MEDIA_QUERY = {
  mobile: '(max-width: 432px)',
  tablet: 'not all',
  desktop: '(min-width: 433px)',
} as const;

/**
 * Layout breakpoints seen elsewhere (behaviour.md#vocabulary: "desktop 800 and 1024 px").
 */
export const LAYOUT_BREAKPOINTS = [800, 1024] as const;

/**
 * Device tier limits by viewport width in px (behaviour.md#vocabulary: "phones up to
 * 926, tablets 1024 to 1365, large tablets 1366 and up").
 */
export const DEVICE_TIER_LIMIT = {
  PHONE_MAX: 926,
  TABLET_MIN: 1024,
  TABLET_MAX: 1365,
  LARGE_TABLET_MIN: 1366,
} as const;

/** A device tier. */
export type DeviceTier = 'phone' | 'tablet' | 'largeTablet';

/**
 * The device tier for a width. Widths 927-1023 belong to no tier in the specification (behaviour.md#vocabulary)
 * (the gap is theirs), so they give `undefined` instead of a guess.
 */
export function deviceTierOf(width: number): DeviceTier | undefined {
  if (!Number.isFinite(width) || width < 0) return undefined;
  if (width <= DEVICE_TIER_LIMIT.PHONE_MAX) return 'phone';
  if (width >= DEVICE_TIER_LIMIT.LARGE_TABLET_MIN) return 'largeTablet';
  if (width >= DEVICE_TIER_LIMIT.TABLET_MIN) return 'tablet';
  return undefined;
}

/**
 * Whether the page is shown at the platform's mobile width (docs/behaviour.md#image-loading).
 * Here, beside its query, not with the image loader's device reads: the gallery's autoplay
 * asks too, and an importer of its own split the image loader into one more chunk on every
 * image and gallery first view.
 */
export function isMobileViewport(): boolean {
  return typeof matchMedia === 'function' && matchMedia(BREAKPOINT_MEDIA_QUERY.mobile).matches;
}

/** Whether a viewport width is in the token "mobile" range (≤ 432 px). */
export function isMobileWidth(width: number): boolean {
  return width <= BREAKPOINT.MOBILE_MAX;
}
