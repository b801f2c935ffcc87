/** Options for {@link writeCookie}. */
export interface CookieOptions {
  /** Lifetime in seconds; absent makes a session cookie. */
  maxAgeSeconds?: number;
  /** Defaults to `/`, so the cookie holds on every page of the site. */
  path?: string;
  domain?: string;
  /** Defaults to `Lax`: sent on top-level navigation, not on cross-site subrequests. */
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages (and is forced by `SameSite=None`). */
  secure?: boolean;
}

/**
 * The page's cookie string, or `undefined` when cookies cannot be read (a sandboxed
 * frame throws). Read through `Document.prototype`'s getter, since `<img name="cookie">`
 * in the page shadows `document.cookie` (behaviour/start-up.md#security-model); a stand-in
 * document (tests) is read as it is.
 */
export function cookieText(doc: Document = document): string | undefined {
  try {
    return Reflect.get(Document.prototype, 'cookie', doc);
  } catch {
    try {
      // A stand-in document (tests): its own property.
      return String(doc.cookie);
    } catch {
      return undefined;
    }
  }
}

/** Sets one cookie line through the prototype's setter (see {@link cookieText}); refused quietly where cookies are unavailable. */
function setCookieText(doc: Document, text: string): void {
  try {
    Reflect.set(Document.prototype, 'cookie', text, doc);
  } catch {
    try {
      doc.cookie = text;
    } catch {
      // A sandboxed frame: nothing can be stored, and nothing breaks.
    }
  }
}

/**
 * Every value (decoded) of the cookies named `name`, in the browser's order. A page can
 * carry several of one name: the same name set on a longer path, or by a sibling subdomain
 * for the parent domain, comes along too, and sorts first (docs/security.md#consent-cookies).
 */
export function readCookies(name: string, doc: Document = document): string[] {
  const values: string[] = [];
  for (const part of (cookieText(doc) ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      values.push(decodeURIComponent(value));
    } catch {
      values.push(value);
    }
  }
  return values;
}

/** One cookie's value (decoded; the first of several of that name), or undefined when absent or unreadable. */
export function readCookie(name: string, doc: Document = document): string | undefined {
  return readCookies(name, doc)[0];
}

/**
 * A value as a cookie carries it: what RFC 6265's cookie-octets allow stays
 * as it is (`ss_cvr`'s id and pipes are written as specified, `id|1|2|3|4`),
 * the rest (spaces, quotes, commas, semicolons, backslashes, non-ASCII) is
 * percent-encoded, and so is `%` itself, so {@link readCookie} reads back
 * exactly what was written.
 */
function cookieValue(value: string): string {
  return value.replace(/[^\x21\x23\x24\x26-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+/g, (text) => encodeURIComponent(text));
}

/** Writes a cookie with explicit path, expiry and SameSite (see {@link CookieOptions}). */
export function writeCookie(name: string, value: string, options: CookieOptions = {}, doc: Document = document): void {
  const { maxAgeSeconds, path = '/', domain, sameSite = 'Lax' } = options;
  const secure = options.secure ?? (sameSite === 'None' || doc.location?.protocol === 'https:');
  let cookie = `${name}=${cookieValue(value)}; path=${path}; SameSite=${sameSite}`;
  if (maxAgeSeconds !== undefined) {
    cookie += `; max-age=${Math.round(maxAgeSeconds)}; expires=${new Date(Date.now() + maxAgeSeconds * 1000).toUTCString()}`;
  }
  if (domain) cookie += `; domain=${domain}`;
  if (secure) cookie += '; Secure';
  setCookieText(doc, cookie);
}

/** Removes a cookie (path and domain must match the ones it was set with). */
export function deleteCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}, doc: Document = document): void {
  const { path = '/', domain } = options;
  setCookieText(doc, `${name}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT${domain ? `; domain=${domain}` : ''}`);
}

/** Lifetimes the documented rules (behaviour/vocabulary.md#vocabulary) give (behaviour/vocabulary.md#vocabulary), in seconds. */
export const COOKIE_LIFETIME = {
  /** ss_cvr: two years. */
  visitor: 2 * 365 * 24 * 60 * 60,
  /** ss_cvt: thirty minutes. */
  visit: 30 * 60,
  /** ss_cookieAllowed: thirty days. */
  consent: 30 * 24 * 60 * 60,
  /** The analytics id cookie: 390 days. */
  analyticsId: 390 * 24 * 60 * 60,
} as const;
