/**
 * Where the crumb may go (behaviour/start-up.md#security-model): it is the visitor's anti-forgery
 * token, so it travels only to the site's own origin (the page's, or the site's secure
 * domain the data layer itself chose), never to a URL a caller passed that points elsewhere.
 */

/** Whether `target` (absolute or relative to the page) is on the page's origin or on `secureOrigin`. */
export function mayCarryCrumb(target: string, secureOrigin?: string, page: Pick<Location, 'href' | 'origin'> = location): boolean {
  let url: URL;
  try {
    url = new URL(target, page.href);
  } catch {
    return false;
  }
  if (url.origin === page.origin) return true;
  if (secureOrigin === undefined) return false;
  try {
    return url.origin === new URL(secureOrigin).origin;
  } catch {
    return false;
  }
}
