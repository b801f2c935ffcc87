/**
 * Which links the runtime itself follows (behaviour/start-up.md#security-model): a URL from block
 * data or page markup is followed only when it is http(s), relative ones resolved against
 * the page. `javascript:`, `data:`, `blob:` or `vbscript:` would run in, or replace, the
 * site's page.
 */

/** Schemes a button link may hand to the browser besides http(s): they open another app, never run script. */
const APP_SCHEMES = new Set(['mailto:', 'tel:', 'sms:']);

/** `href` resolved against `base` when it is an http(s) URL, else `undefined`. */
export function followableUrl(href: string, base: string = location.href): string | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** Whether a link's resolved `href` may be followed from a button: http(s), mailto, tel or sms. */
export function isFollowableLink(href: string): boolean {
  if (followableUrl(href) !== undefined) return true;
  try {
    return APP_SCHEMES.has(new URL(href).protocol);
  } catch {
    return false;
  }
}
