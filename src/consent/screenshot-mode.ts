/**
 * Screenshot mode: the platform renders pages for thumbnails with a
 * `screenshot` query parameter, and such renders must not show the cookie
 * banner or the popup overlay (behaviour/consent.md#consent). The specification (behaviour/consent.md#consent) does not name
 * the parameter; `?screenshot` (any value but `false`) is ours.
 */
export function isScreenshotMode(search: string): boolean {
  const value = new URLSearchParams(search).get('screenshot');
  return value !== null && value !== 'false';
}
