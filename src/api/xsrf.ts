/**
 * The site-user session's anti-forgery token (docs/behaviour/services.md#site-user):
 * a successful site-user login answers with `xsrfToken`; from then on the
 * data layer sends it in {@link XSRF_HEADER} on every call, until logout.
 * Kept in memory only: a token written to storage would outlive the
 * session cookie it belongs to, and a fresh page gets a fresh one at login.
 */

/** The header every data-layer call carries after a site-user login. */
export const XSRF_HEADER = 'X-XSRF-Token';

let token: string | undefined;

/** Sets (or, with undefined or an empty string, forgets) the token. */
export function setXsrfToken(value: string | undefined): void {
  token = value || undefined;
}

/** The token in force, if any. */
export function readXsrfToken(): string | undefined {
  return token;
}

/** The header to add to a call: empty before login and after logout. */
export function xsrfHeaders(): Record<string, string> {
  return token ? { [XSRF_HEADER]: token } : {};
}
