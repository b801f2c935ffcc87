import { censusBlockedBy } from '../../src/census/gate.ts';
import { clearTrackingCookies } from '../../src/consent/tracking-cookies.ts';
import { post } from '../../src/census/send.ts';
import type { SiteContext } from '../../src/site-context.ts';

/** Item ids as the platform writes them (24 hex characters, or any short token of letters, digits, `-` and `_`). */
const ITEM_ID = /^[\w-]{1,64}$/;

/** Whether an id may go into the census path. */
export const isItemId = (id: string | null): id is string => id !== null && ITEM_ID.test(id);

/**
 * `POST /api/census/RecordQuickView/{id}` with no body, under the census's
 * consent and skip rules (without consent no tracking cookie may stay, as
 * for every census call); never rejects, failures are swallowed.
 */
export function recordQuickView(id: string, site: SiteContext): Promise<void> {
  try {
    if (!isItemId(id)) return Promise.resolve();
    const blocked = censusBlockedBy(site);
    if (blocked === 'no-consent') clearTrackingCookies();
    if (blocked) return Promise.resolve();
    return post(`/api/census/RecordQuickView/${encodeURIComponent(id)}`, '');
  } catch {
    return Promise.resolve();
  }
}
