import type { Area } from '../area.ts';

/** Cookie banner. */
export const COOKIE_BANNER_TEXT = {
  name: 'cookieBanner',
  messages: {
    // The documented rules (behaviour/vocabulary.md#catalogue) say empty banner text "gets the default text" but do not
    // give that text; this wording is ours.
    defaultText: 'This website uses cookies to improve your experience.',
    // Not in the documented rules (behaviour/vocabulary.md#catalogue) either: the default calls to action and the banner's accessible name.
    accept: 'Accept',
    decline: 'Decline',
    label: 'Cookie consent',
  },
} as const satisfies Area;
