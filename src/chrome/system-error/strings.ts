/**
 * The system-error overlay's wording (second seed, section 8). These are the
 * catalogue's `systemError.*` entries (src/catalogue/en.ts), copied here so
 * the overlay stays within 5 KB gzip without the whole catalogue; a unit
 * test keeps the two equal.
 */
export const SYSTEM_ERROR_STRINGS = {
  /** `systemError.title` */
  title: 'Something Went Wrong!',
  /** `systemError.message`: the cleaned error's text. */
  message:
    'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
  /** `systemError.networkFallback`: a network error with no text from the server. */
  networkFallback: 'Unable to connect to the provider. Please try again.',
  /** `systemError.reloadPage` */
  reloadPage: 'Reload Page',
  /** `systemError.clear` */
  clear: 'Clear',
} as const;
