import type { Area } from '../area.ts';

/** Captcha (behaviour/vocabulary.md#catalogue). */
export const CAPTCHA_TEXT = {
  name: 'captcha',
  messages: {
    renderError: 'Error rendering captcha into node',
    notSetUp: 'ReCaptcha has not been set up!',
    documentDestroyed: 'Document was destroyed',
  },
} as const satisfies Area;
