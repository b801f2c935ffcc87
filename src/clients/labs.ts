/**
 * The labs (beta features) client (docs/behaviour/services.md#site-clients):
 * `GET /api/labs/internal` and `/api/labs/circle` fetch the beta features
 * offered to internal staff and to the preview circle; `POST` to the same
 * paths saves the chosen ones (JSON `{ betaFeatures }`).
 */
import { get, post } from '../api/request.ts';
// Types only (no bytes in dist/): the shapes the QA mock checks requests against (docs/qa-server.md#shapes).
import type { BetaFeatures } from '../../fixtures/server/api-shapes.ts';

/** Who a labs list is for. */
export type LabsAudience = 'internal' | 'circle';

/** The endpoint of `audience`. */
export const labsUrl = (audience: LabsAudience): string => `/api/labs/${audience}`;

function checkAudience(audience: LabsAudience): void {
  // Page scripts are untyped: a made-up audience must not become a made-up path.
  if (audience !== 'internal' && audience !== 'circle') throw new TypeError(`labs: unknown audience "${String(audience)}"`);
}

/** The beta features offered to `audience` (the answer's `betaFeatures`, else the answer). */
export async function getBetaFeatures(audience: LabsAudience): Promise<unknown> {
  checkAudience(audience);
  const answer = await get<Partial<BetaFeatures> | null>(labsUrl(audience), undefined, { handleErrors: true });
  return answer && typeof answer === 'object' && 'betaFeatures' in answer ? answer.betaFeatures : answer;
}

/** Saves the beta features chosen for `audience`; resolves with the server's answer. */
export function saveBetaFeatures(audience: LabsAudience, betaFeatures: unknown): Promise<unknown> {
  checkAudience(audience);
  return post(labsUrl(audience), { betaFeatures: betaFeatures as BetaFeatures['betaFeatures'] } satisfies BetaFeatures, { json: true, handleErrors: true });
}
