/**
 * Whether a signed-in account is viewer-only (behaviour/census.md#census), read
 * through the role table (src/enums/role.ts). Only signed-in pages need it,
 * so it is not part of the idle start every page loads
 * (docs/behaviour/start-up.md#idle-start): the census loads it when the page has an
 * account. Until it has arrived, an account counts as not viewer-only, so
 * nothing is counted early; the census looks again once it is there.
 */
import type { SiteContext } from '../site-context.ts';

let viewerOnly: ((websiteRoles: unknown) => boolean) | undefined;
let loading: Promise<void> | undefined;

/** Loads the role table once; resolves when {@link isViewerOnlyAccount} can answer (rejects if it cannot load). */
export function loadAccountRoles(): Promise<void> {
  return (loading ??= import('../enums/role.ts').then(({ isViewerOnly, roleIdsOf }) => {
    viewerOnly = (websiteRoles) => isViewerOnly(roleIdsOf(websiteRoles));
  }));
}

/** Whether the roles can be read now (the role table has loaded). */
export const accountRolesKnown = (): boolean => viewerOnly !== undefined;

/** Whether the page's account is viewer-only; `false` while the role table is still loading. */
export const isViewerOnlyAccount = (context: SiteContext): boolean => !!viewerOnly?.(context.websiteRoles);
