/**
 * Where a comment link points (docs/behaviour/page-modules.md#comments): the site's base
 * URL plus the item's path, then `#disqus_thread` when the site names an
 * external comments shortname, otherwise `#comment-{id}`.
 */

/** The external provider's shortnames are letters, digits and dashes; anything else is ignored. */
const SHORTNAME = /^[a-z0-9][a-z0-9-]{0,63}$/i;

/** The site's shortname for the external comments provider, when it is a usable one. */
export function commentsShortname(value: unknown): string | undefined {
  return typeof value === 'string' && SHORTNAME.test(value) ? value : undefined;
}

/**
 * The origin comment links start from: the site's `baseUrl` when it is an
 * http(s) URL, else the page's own origin (a `javascript:` base from a
 * hostile context never becomes a link).
 */
export function commentsBase(baseUrl: unknown, fallback: string): string {
  if (typeof baseUrl === 'string') {
    try {
      const url = new URL(baseUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin + url.pathname.replace(/\/+$/, '');
    } catch {
      // not a URL: the page's origin
    }
  }
  return fallback;
}

/** An item path the link may use: one leading slash, never `//host`. */
function itemPath(path: string | null): string | undefined {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

/**
 * The comment link's href, or undefined when the element does not say
 * which item it belongs to (`data-item-path` and, without a shortname,
 * `data-item-id`).
 */
export function commentHref(link: Element, base: string, shortname: string | undefined): string | undefined {
  const path = itemPath(link.getAttribute('data-item-path'));
  if (!path) return undefined;
  if (shortname) return `${base}${path}#disqus_thread`;
  const id = link.getAttribute('data-item-id');
  return id ? `${base}${path}#comment-${encodeURIComponent(id)}` : undefined;
}
