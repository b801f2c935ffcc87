/**
 * The page fields of the census's button, form and overlay calls
 * (behaviour/census.md#census), apart from the page hit's fields: the page hit runs
 * on every page at idle (docs/behaviour/start-up.md#idle-start), these calls only
 * where such a block or overlay is.
 */
import type { SiteContext } from '../site-context.ts';
import { pageUrl } from './page-fields.ts';
import { ownDocOf } from '../dom/doc.ts';

/**
 * The page fields that go with every button, form and overlay call, so the
 * census can tell where the click or render happened.
 */
export function pageFields(context: SiteContext, win: Window = window): Record<string, string | undefined> {
  return {
    websiteId: context.website?.id ?? '',
    collectionId: context.collection?.id ?? context.collectionId,
    itemId: context.item?.id ?? context.itemId,
    pageUrl: pageUrl(win),
    pageTitle: ownDocOf(win.document).title,
  };
}
