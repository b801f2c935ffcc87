/**
 * The page hit: `POST /api/census/RecordHit`, form-encoded, once per page
 * load and again when the page is restored from the back/forward cache.
 */
import type { SiteContext } from '../site-context.ts';
import { censusBlockedBy } from './gate.ts';
import { pageHitData, recordHitForm } from './page-fields.ts';
import { recordsPageView } from './skip-rules.ts';
import { postForm } from './send.ts';
import { touchVisitorCookies } from './visitor-cookies.ts';

const RECORD_HIT_PATH = '/api/census/RecordHit';

/**
 * Sends the page hit when the census may count this page (consent, skip
 * rules, not /search). The visitor cookies are renewed first, so the hit
 * carries the current `ss_cvr`. Resolves when sent or given up; never rejects.
 */
export function recordPageHit(context: SiteContext, now: number = Date.now(), win: Window = window): Promise<boolean> {
  if (censusBlockedBy(context, win) || !recordsPageView(win.location.pathname)) return Promise.resolve(false);
  touchVisitorCookies(now, win.document);
  return postForm(RECORD_HIT_PATH, recordHitForm(pageHitData(context, now, win))).then(() => true);
}
