/**
 * Whether the visitor is a signed-in site owner or contributor (anyone
 * signed in except a viewer-only account), for the blocks that only
 * preview for them (docs/behaviour/commerce.md#commerce: the reservation block).
 */
import type { SiteContext } from '../site-context.ts';
import { isViewerOnly, roleIdsOf } from '../enums/role.ts';

/** True for a signed-in account that is not viewer-only. */
export function isSignedInOwner(site: SiteContext): boolean {
  return !!site.authenticatedAccount && !isViewerOnly(roleIdsOf(site.websiteRoles));
}
