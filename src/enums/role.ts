/**
 * Role ids (behaviour/vocabulary.md#vocabulary). 5 is absent in the documented rules (behaviour/vocabulary.md#vocabulary) and is not invented here.
 * What each role may do is not specified.
 * @internal Exported for its unit test: the table pinned to the documented numbers; the runtime itself reads VIEWER only.
 */
export const ROLE = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
} as const;

/**
 * Whether an account's roles make it viewer-only: it has at least one role
 * and every role is VIEWER. behaviour/vocabulary.md#vocabulary treats such accounts as visitors
 * (not redirected to config, counted in analytics).
 */
export function isViewerOnly(roles: readonly unknown[]): boolean {
  return roles.length > 0 && roles.every((role) => role === ROLE.VIEWER);
}

/**
 * The account's role ids from the site context's `websiteRoles`. Real pages
 * carry it as an object keyed by role id (`{"10": true}`); a list of ids, or
 * an object whose values are lists of ids, is read too.
 */
export function roleIdsOf(websiteRoles: unknown): number[] {
  if (Array.isArray(websiteRoles)) return websiteRoles.map(Number);
  if (!websiteRoles || typeof websiteRoles !== 'object') return [];
  return Object.entries(websiteRoles).flatMap(([id, value]) => (Array.isArray(value) ? value.map(Number) : value ? [Number(id)] : []));
}
