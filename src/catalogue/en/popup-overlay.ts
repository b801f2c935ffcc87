import type { Area } from '../area';

/** The popup overlay (docs/behaviour.md#popup-overlay); the seeds give no wording, these are the project's defaults. */
export const POPUP_OVERLAY_TEXT = {
  name: 'popupOverlay',
  messages: {
    close: 'Close',
    emailLabel: 'Email Address',
    subscribe: 'Sign Up',
    thankYou: 'Thank you!',
  },
} as const satisfies Area;
