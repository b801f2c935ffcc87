/**
 * The multilingual client (docs/behaviour/services.md#site-clients): settings,
 * status and languages (`GET /api/multilingual/settings`, `/status`,
 * `/languages`), saving the languages (`PUT /api/multilingual/languages`
 * with `{ languages }`), and disconnecting the translation provider
 * (`DELETE /api/multilingual/connection`).
 *
 * Gated: only when the `multilingual` beta flag is on and the visitor is
 * in the `enabled` variant of the `multilingual` experiment (an internal
 * site's viewer may override the variant by query, as for session
 * recording). Closed, every call rejects with {@link MULTILINGUAL_DISABLED}
 * and sends nothing.
 */
import { del, get, put } from '../api/request.ts';
import { experimentVariant, variantOverrides } from '../experiments/variants.ts';
import type { SiteContext } from '../site-context.ts';
import { BETA_FLAG, betaFlagOn } from './beta-flags.ts';
import { findRuntime } from '../runtime-api.ts';
// Types only (no bytes in dist/): the shapes the QA mock checks requests against (docs/qa-server.md#shapes).
import type { Languages } from '../../fixtures/server/api-shapes.ts';

/** The endpoints. */
export const MULTILINGUAL_URL = {
  settings: '/api/multilingual/settings',
  status: '/api/multilingual/status',
  languages: '/api/multilingual/languages',
  connection: '/api/multilingual/connection',
} as const;

/** The experiment and its variant that open the gate (with the beta flag). */
export const MULTILINGUAL_EXPERIMENT = { name: 'multilingual', enabledVariant: 'enabled' } as const;

/** The rejection when the gate is closed. */
export const MULTILINGUAL_DISABLED = 'multilingual is not enabled on this site';

/** Whether multilingual is open to this page. */
export function multilingualEnabled(site: SiteContext, overrides: Record<string, string> = variantOverrides(site)): boolean {
  return (
    betaFlagOn(site, BETA_FLAG.multilingual) && experimentVariant(site, MULTILINGUAL_EXPERIMENT.name, overrides) === MULTILINGUAL_EXPERIMENT.enabledVariant
  );
}

function gate(): void {
  const site = findRuntime()?.context;
  if (!site || !multilingualEnabled(site)) throw new Error(MULTILINGUAL_DISABLED);
}

const options = { handleErrors: true } as const;

/** The site's multilingual settings. */
export async function getSettings(): Promise<unknown> {
  gate();
  return get(MULTILINGUAL_URL.settings, undefined, options);
}

/** The translation provider's connection status. */
export async function getStatus(): Promise<unknown> {
  gate();
  return get(MULTILINGUAL_URL.status, undefined, options);
}

/** The site's languages (the answer's `languages` list). */
export async function getLanguages(): Promise<unknown[]> {
  gate();
  const answer = await get<Partial<Languages> | null>(MULTILINGUAL_URL.languages, undefined, options);
  return Array.isArray(answer?.languages) ? answer.languages : [];
}

/** Saves the site's languages; resolves with the server's answer. */
export async function saveLanguages(languages: unknown[]): Promise<unknown> {
  gate();
  if (!Array.isArray(languages)) throw new TypeError('multilingual: languages must be a list');
  return put(MULTILINGUAL_URL.languages, { languages: languages as Languages['languages'] } satisfies Languages, { ...options, json: true });
}

/** Disconnects the translation provider. */
export async function disconnect(): Promise<unknown> {
  gate();
  return del(MULTILINGUAL_URL.connection, undefined, options);
}
