import type { Area } from '../area.ts';

/**
 * The site badge and bars (docs/behaviour/page-modules.md#site-overlays); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's.
 */
export const SITE_OVERLAYS_TEXT = {
  name: 'siteOverlays',
  messages: {
    strip: 'Site information',
    badge: 'Made with Squarespace',
    infoBar: 'Contact',
    email: 'Email',
    call: 'Call',
    location: 'Location',
    licensedAssets: 'This site shows preview images that are not licensed yet. License them before publishing.',
  },
} as const satisfies Area;
