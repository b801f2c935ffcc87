/**
 * The likes' two server calls (docs/behaviour/page-modules.md#simple-likes), through the
 * data layer at the configured path (docs/behaviour/tools.md#social-paths). The
 * data layer is imported on the first call, so the module's first view does
 * not wait for it. Failures are the caller's to show: never the system-error
 * overlay.
 */
import { socialPath, SOCIAL_CALL_TIMEOUT_MS } from '../../src/social/paths.ts';

const dataLayer = () => import('../../src/api/request.ts');

/**
 * A like count as the server may give it: a whole number of at least 0, else undefined.
 * @internal Exported for its unit test: the count rule (numbers and numeric strings, else none) as a table; the calls around it need fetch stubs.
 */
export const countOf = (value: unknown): number | undefined => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined);

/** The server's counts for `itemIds` (only the items it answered with a usable count). */
export async function readCounts(site: unknown, itemIds: string[]): Promise<Map<string, number>> {
  const { get } = await dataLayer();
  const answer = await get<{ counts?: unknown } | null>(
    socialPath(site, 'likes'),
    { itemIds: itemIds.join(',') },
    { handleErrors: true, timeoutMs: SOCIAL_CALL_TIMEOUT_MS },
  );
  const counts = new Map<string, number>();
  const given = Object(answer?.counts) as Record<string, unknown>;
  for (const id of itemIds) {
    const count = Object.hasOwn(given, id) ? countOf(given[id]) : undefined;
    if (count !== undefined) counts.set(id, count);
  }
  return counts;
}

/** Sends one like of `itemId`; resolves with the item's count after it, rejects when the server did not take it. */
export async function sendLike(site: unknown, itemId: string): Promise<number> {
  const { post } = await dataLayer();
  const answer = await post<{ count?: unknown } | null>(
    socialPath(site, 'likes'),
    { itemId },
    { json: true, handleErrors: true, timeoutMs: SOCIAL_CALL_TIMEOUT_MS },
  );
  const count = countOf(answer?.count);
  if (count === undefined) throw new Error(`the like of ${itemId} was answered without a count`);
  return count;
}
