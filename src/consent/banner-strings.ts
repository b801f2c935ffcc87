/**
 * The cookie banner's default wording. These are the catalogue's
 * `cookieBanner.*` entries (src/catalogue/en.ts), copied here because the
 * banner must show in under 5 KB gzip and the catalogue with its formatter is
 * about that size on its own; a unit test keeps the two equal.
 */
export const BANNER_DEFAULT_STRINGS = {
  /** `cookieBanner.defaultText`: shown when the site's banner text is empty. */
  text: 'This website uses cookies to improve your experience.',
  /** `cookieBanner.accept`: the accept call to action when none is set. */
  accept: 'Accept',
  /** `cookieBanner.decline`: the opt-out call to action when none is set. */
  decline: 'Decline',
  /** `cookieBanner.label`: the banner region's accessible name. */
  label: 'Cookie consent',
} as const;
