/**
 * The site header and footer client (docs/behaviour/services.md#site-clients):
 * `GET /api/site-header-footer` answers `{ header, footer }`;
 * `PUT /api/site-header-footer` saves both (JSON). Failures reject with
 * the data layer's ApiError for the caller to show.
 */
import { get, put } from '../api/request.ts';
// Types only (no bytes in dist/): the shapes the QA mock checks requests against (docs/qa-server.md#shapes).
import type { HeaderFooter as HeaderFooterShape } from '../../fixtures/server/api-shapes.ts';

/** The endpoint. */
export const HEADER_FOOTER_URL = '/api/site-header-footer';

/** The header/footer payload; each part's inner shape is the editor's. */
export interface HeaderFooter {
  header: unknown;
  footer: unknown;
}

/** Reads the header and footer; a part the answer lacks comes back as null. */
export async function getHeaderFooter(): Promise<HeaderFooter> {
  const answer = await get<Partial<HeaderFooterShape> | null>(HEADER_FOOTER_URL, undefined, { handleErrors: true });
  return { header: answer?.header ?? null, footer: answer?.footer ?? null };
}

/** Saves the header and footer; resolves with the server's answer. */
export function saveHeaderFooter(value: HeaderFooter): Promise<unknown> {
  return put(HEADER_FOOTER_URL, { header: value.header, footer: value.footer } satisfies HeaderFooterShape, { json: true, handleErrors: true });
}
