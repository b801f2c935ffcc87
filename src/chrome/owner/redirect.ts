/**
 * The owner redirect (behaviour/services.md#owner): a signed-in site owner
 * who opens a published page in the top frame goes to the config area with
 * the page in `frameUrl`. Not for viewer-only accounts, in developer mode,
 * in cloneable mode or on localhost; a `noredirect` query parameter turns it
 * off for the rest of the session (kept in session storage).
 */
import { isViewerOnly, roleIdsOf } from '../../enums/role.ts';
import type { SiteContext } from '../../site-context.ts';
import { readStorageItem, writeStorageItem } from '../../storage.ts';
import { configUrl, isTopFrame } from '../../editing-frame.ts';

/** The session-storage key that remembers `noredirect`. */
const NO_REDIRECT_KEY = 'site-runtime:noredirect';

/** Whether `host` is the local machine by name. */
function isLocalhost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]';
}

/** Whether `noredirect` is on for this session; its presence in `search` turns it on. */
function noRedirect(search: string): boolean {
  if (new URLSearchParams(search).has('noredirect')) {
    writeStorageItem('session', NO_REDIRECT_KEY, '1');
    return true;
  }
  return readStorageItem('session', NO_REDIRECT_KEY) === '1';
}

/** Where a signed-in owner is sent from this page, or undefined to stay. */
export function ownerRedirectTarget(
  site: SiteContext,
  loc: Pick<Location, 'hostname' | 'pathname' | 'search'> = location,
  win: Window = window,
): string | undefined {
  if (!site.authenticatedAccount || isViewerOnly(roleIdsOf(site.websiteRoles))) return undefined;
  if (!isTopFrame(win)) return undefined;
  if (site.website?.developerMode || site.website?.cloneable || site.websiteCloneable) return undefined;
  if (isLocalhost(loc.hostname)) return undefined;
  // Checked last: `noredirect` is remembered even on a page that would not redirect anyway.
  if (noRedirect(loc.search)) return undefined;
  return configUrl(loc.pathname + loc.search);
}
