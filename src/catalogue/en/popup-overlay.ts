import type { Area } from '../area.ts';

/**
 * The popup overlay (docs/behaviour/popup-overlay.md#popup-overlay); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's defaults.
 */
export const POPUP_OVERLAY_TEXT = {
  name: 'popupOverlay',
  messages: {
    close: 'Close',
    emailLabel: 'Email Address',
    subscribe: 'Sign Up',
    thankYou: 'Thank you!',
  },
} as const satisfies Area;
