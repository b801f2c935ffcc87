/**
 * What the census knows about the page being viewed, read from the site
 * context and the browser (docs/behaviour/census.md#census: "one page hit per load").
 */
import type { ANALYTICS_EVENT } from '../enums/analytics-event.ts';
import type { SiteContext } from '../site-context.ts';
import { readStorageItem, removeStorageItem, writeStorageItem } from '../storage.ts';
import { ownDocOf } from '../dom/doc.ts';

/** The page-hit data: every field the specification (behaviour/census.md#census) lists. */
export interface PageHitData {
  websiteId: string;
  templateId: string | undefined;
  website_locale: string | undefined;
  userAgent: string;
  clientDate: number;
  viewportInnerWidth: number;
  viewportInnerHeight: number;
  screenWidth: number;
  screenHeight: number;
  url: string;
  title: string;
  itemId: string | undefined;
  recordType: number | undefined;
  collectionId: string | undefined;
  pagePermissionTypeValue: number | undefined;
  localStorageSupported: boolean;
  queryString: string;
  referrer: string;
}

let storageSupported: boolean | undefined;

/** Whether localStorage can be written (checked once per page). */
function localStorageSupported(): boolean {
  if (storageSupported === undefined) {
    const key = '__ss_census_probe';
    storageSupported = writeStorageItem('local', key, '1') && readStorageItem('local', key) === '1';
    if (storageSupported) removeStorageItem('local', key);
  }
  return storageSupported;
}

/** The page's address without its query and fragment. */
export const pageUrl = (win: Window = window): string => win.location.origin + win.location.pathname;

/** The page-hit data at `now`. */
export function pageHitData(context: SiteContext, now: number = Date.now(), win: Window = window): PageHitData {
  const doc = win.document;
  return {
    websiteId: context.website?.id ?? '',
    templateId: context.templateId,
    website_locale: context.website?.language ?? (ownDocOf(doc).documentElement.lang || undefined),
    userAgent: win.navigator.userAgent,
    clientDate: now,
    viewportInnerWidth: win.innerWidth,
    viewportInnerHeight: win.innerHeight,
    screenWidth: win.screen.width,
    screenHeight: win.screen.height,
    url: pageUrl(win),
    title: ownDocOf(doc).title,
    itemId: context.item?.id ?? context.itemId,
    recordType: context.item?.recordType,
    collectionId: context.collection?.id ?? context.collectionId,
    pagePermissionTypeValue: context.collection?.permissionType,
    localStorageSupported: localStorageSupported(),
    queryString: win.location.search.replace(/^\?/, ''),
    referrer: ownDocOf(doc).referrer,
  };
}

/**
 * The page-hit event: the value of ANALYTICS_EVENT.PAGE_VIEW
 * (src/enums/analytics-event.ts), written out because the page hit is sent
 * from the idle start on every page and importing that table would put it
 * there (docs/behaviour/start-up.md#idle-start); typed by the table, so it can only be one of its
 * values, and a unit test reads '1' in the form sent.
 */
const PAGE_VIEW_EVENT = 1 satisfies (typeof ANALYTICS_EVENT)['PAGE_VIEW'];

/** The form of `POST /api/census/RecordHit`: the event kind and the data as JSON text. */
export function recordHitForm(data: PageHitData): Record<string, string> {
  return { event: String(PAGE_VIEW_EVENT), data: JSON.stringify(data) };
}
