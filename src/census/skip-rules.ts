/**
 * Who and what the census counts (behaviour/census.md#census): signed-in
 * users are not counted unless their account is viewer-only, and viewer-only
 * accounts are not counted inside config paths (the roles are read once
 * the role table has loaded: see account-roles.ts); not-found, lock-screen and
 * access-denied pages are not counted; nothing is counted when the site has
 * visitor analytics turned off; and /search records no page view.
 */
import { isViewerOnlyAccount } from './account-roles.ts';
import type { PageType } from '../enums/page-type.ts';
import type { SiteContext } from '../site-context.ts';

/** Why the census skips a page, for tests and the debug log. */
export type SkipReason = 'signed-in' | 'config-path' | 'not-found' | 'lock-screen' | 'access-denied' | 'analytics-disabled';

/**
 * The page types the census skips: the values of PAGE_TYPE.NOT_FOUND,
 * PAGE_TYPE.LOCK_SCREEN and PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED
 * (src/enums/page-type.ts), written out because the census runs on every
 * page at idle and importing that table would put all of it there
 * (docs/behaviour/start-up.md#idle-start); typed by the table (each key must be a
 * page type), and a unit test keeps them equal.
 */
const SKIPPED_PAGE_TYPES: Readonly<Partial<Record<PageType, SkipReason>>> = {
  100: 'not-found',
  103: 'lock-screen',
  106: 'access-denied',
};

/** Whether the path is inside the site configuration area. */
const isConfigPath = (pathname: string): boolean => /^\/config(\/|$)/.test(pathname);

/**
 * Why the census must skip this page, or `undefined` when it counts it.
 * `analyticsDisabled` is the site's "visitor data restricted" setting.
 */
export function censusSkipReason(context: SiteContext, pathname: string, analyticsDisabled: boolean): SkipReason | undefined {
  if (analyticsDisabled) return 'analytics-disabled';
  if (context.authenticatedAccount) {
    if (!isViewerOnlyAccount(context)) return 'signed-in';
    if (isConfigPath(pathname)) return 'config-path';
  }
  return SKIPPED_PAGE_TYPES[context.pageType as PageType];
}

/** Whether a page hit (page view) is recorded on this path: never on /search. */
export function recordsPageView(pathname: string): boolean {
  return !/^\/search\/?$/.test(pathname);
}
