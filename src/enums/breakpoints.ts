/**
 * Design-token breakpoints as media queries (docs/behaviour/vocabulary.md#vocabulary: "mobile at
 * or below 432 px, desktop at or above 433 px"). The token set also
 * has a tablet breakpoint that "can never match"; `not all` is CSS for "never".
 */
export const BREAKPOINT_MEDIA_QUERY = {
  mobile: '(max-width: 432px)',
  tablet: 'not all',
  desktop: '(min-width: 433px)',
} as const;

/**
 * Whether the page is shown at the platform's mobile width (docs/behaviour/images.md#image-loading).
 * Here, beside its query, not with the image loader's device reads: the gallery's autoplay
 * asks too, and an importer of its own split the image loader into one more chunk on every
 * image and gallery first view.
 */
export function isMobileViewport(): boolean {
  return typeof matchMedia === 'function' && matchMedia(BREAKPOINT_MEDIA_QUERY.mobile).matches;
}
