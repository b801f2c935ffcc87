/**
 * Logout (behaviour/services.md#owner): only when signed
 * in and only once at a time. `POST /api/auth/Logout`; on success the
 * `logout` event, the shared identity cookie `ss_lastid` (a base64
 * encoding of the website identifier) cleared on the app domain, and the
 * browser sent to the site root, or inside the config panel to the preview
 * frame's url, with `logout=true`.
 */
import { request } from '../../api/request.ts';
import { deleteCookie } from '../../cookies.ts';
import type { SiteContext } from '../../site-context.ts';
import { findRuntime, type SiteRuntime } from '../../runtime-api.ts';
import { isInEditingFrame, navigate, sameOriginPath } from '../../editing-frame.ts';
import { fail } from '../../log.ts';

/**
 * The logout call.
 * @internal Exported for its unit test: the logout test expects this URL without copying it.
 */
export const LOGOUT_URL = '/api/auth/Logout';
/** The shared identity cookie. */
const LAST_ID_COOKIE = 'ss_lastid';

let pending: Promise<boolean> | undefined;

/**
 * Where logout sends the browser: the site root, or the preview frame's own url inside the config panel, with `logout=true`.
 * @internal Exported for its unit test: where logout goes, as a table; logout itself navigates the page.
 */
export function logoutDestination(win: Window = window): string {
  const path = isInEditingFrame(win) ? win.location.pathname + win.location.search : '/';
  // Only the path and query are read back, and then made a path on this origin: a page
  // path starting with `//` must not turn the top window's destination into another site.
  const url = new URL(sameOriginPath(path), win.location.origin);
  url.searchParams.set('logout', 'true');
  return sameOriginPath(url.pathname + url.search);
}

/** Removes `ss_lastid` from the app domain (and from this host, where it may also sit). */
function clearLastId(site: Pick<SiteContext, 'appDomain'>): void {
  if (site.appDomain) deleteCookie(LAST_ID_COOKIE, { domain: site.appDomain });
  deleteCookie(LAST_ID_COOKIE);
}

/**
 * Logs out. Resolves true when logged out (the page is leaving), false when
 * nobody was signed in or the call failed (logged; the visitor can try
 * again). A second call while one runs gets the same promise.
 */
export function logout(runtime: SiteRuntime | undefined = findRuntime()): Promise<boolean> {
  if (!runtime?.context.authenticatedAccount) return Promise.resolve(false);
  if (!pending) {
    pending = run(runtime);
    // After a success the page is leaving: keep `pending` so nothing runs twice meanwhile.
    pending.then((done) => {
      if (!done) pending = undefined;
    });
  }
  return pending;
}

async function run(runtime: SiteRuntime): Promise<boolean> {
  try {
    await request({ method: 'POST', url: LOGOUT_URL, handleErrors: true });
  } catch (error) {
    fail('logout failed:', (error as Error).message);
    return false;
  }
  runtime.bus.emit('logout', {});
  clearLastId(runtime.context);
  navigate(logoutDestination());
  return true;
}
