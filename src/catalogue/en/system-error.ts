import type { Area } from '../area.ts';

/** System error overlay (behaviour/vocabulary.md#catalogue). */
export const SYSTEM_ERROR_TEXT = {
  name: 'systemError',
  messages: {
    title: 'Something Went Wrong!',
    message: 'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
    networkFallback: 'Unable to connect to the provider. Please try again.',
    reloadPage: 'Reload Page',
    clear: 'Clear',
  },
} as const satisfies Area;
