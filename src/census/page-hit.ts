/**
 * The page hit: `POST /api/census/RecordHit`, form-encoded, once per page
 * load and again when the page is restored from the back/forward cache.
 */
import type { SiteContext } from '../site-context.ts';
import { pageHitData, recordHitForm } from './page-fields.ts';
import { recordsPageView } from './skip-rules.ts';
import { postForm } from './send.ts';
import { touchVisitorCookies } from './visitor-cookies.ts';

const RECORD_HIT_PATH = '/api/census/RecordHit';

/**
 * Sends the page hit, except on /search. The census calls it once it has
 * found the page may be counted (consent and the skip rules: census.ts).
 * The visitor cookies are renewed first, so the hit carries the current
 * `ss_cvr`. The call's failures are swallowed (send.ts).
 */
export function recordPageHit(context: SiteContext, now: number = Date.now(), win: Window = window): void {
  if (!recordsPageView(win.location.pathname)) return;
  touchVisitorCookies(now, win.document);
  void postForm(RECORD_HIT_PATH, recordHitForm(pageHitData(context, now, win)));
}
