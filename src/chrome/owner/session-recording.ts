/**
 * Session recording's gate (first seed, section 6; second seed, sections 6
 * and 7): it loads only when its feature toggle is on, the sampled
 * experiment variant applies, and the device has more than 2 processor
 * cores. On internal sites, viewers may override experiment variants with
 * query parameters (`?experiment.NAME=VARIANT`), kept in session storage for
 * the rest of the session.
 *
 * When the gate opens, the recorder's id comes from
 * `GET /api/commerce/fullstory/getId`; the automated mock id skips the load.
 * Otherwise `session-recording:ready` carries the id: the recorder script is
 * a third-party one the runtime does not ship. Every failure is logged only.
 *
 * The seeds name the gate's parts but not where the page carries them; this
 * module reads `featureToggles` (a list of names, or a map name → boolean)
 * and `experimentVariants` (a map experiment name → variant) from the site
 * context, and `website.siteStatus.value === 'internal'` or an internal
 * host (dev, stage or QA) for the override rule.
 */
import type { SiteContext } from '../../site-context.ts';
import type { SiteRuntime } from '../../runtime-api.ts';
import { readStoredRecord, writeStoredRecord } from '../../storage.ts';
import { fail } from '../../log.ts';

/** The gate's names and numbers. */
export const SESSION_RECORDING = {
  toggle: 'session-recording',
  experiment: 'session-recording',
  sampledVariant: 'sampled',
  /** "More than 2 processor cores". */
  minCores: 3,
  idUrl: '/api/commerce/fullstory/getId',
  /** The id the automated test environments answer with: no recording there. */
  automatedMockId: 'automated-mock-id',
} as const;

/** The session-storage key of the overrides. */
export const VARIANT_OVERRIDES_KEY = 'site-runtime:experiment-overrides';
/** The query parameter prefix of an override. */
export const OVERRIDE_PREFIX = 'experiment.';
/** Internal hosts: the platform's dev, stage and QA domains. */
export const INTERNAL_HOST = /(^|[.-])(dev|stage|qa)([.-]|$)/i;

/** Whether a named toggle is on. */
export function toggleOn(site: SiteContext, name: string): boolean {
  const toggles = site.featureToggles;
  if (Array.isArray(toggles)) return toggles.includes(name);
  return !!toggles && typeof toggles === 'object' && (toggles as Record<string, unknown>)[name] === true;
}

/** Whether the site is an internal one, whose viewers may override variants. */
export function isInternalSite(site: SiteContext, host: string = location.hostname): boolean {
  const status = (site.website?.siteStatus as { value?: unknown } | undefined)?.value;
  return status === 'internal' || INTERNAL_HOST.test(host);
}

/**
 * The overrides in force: those in the query (stored for the session) over
 * those stored earlier. Only on internal sites; unreadable stored data
 * counts as none.
 */
export function variantOverrides(site: SiteContext, search: string = location.search, host: string = location.hostname): Record<string, string> {
  if (!isInternalSite(site, host)) return {};
  const stored = readStoredRecord<unknown>('session', VARIANT_OVERRIDES_KEY);
  const overrides: Record<string, string> = {};
  if (stored && typeof stored === 'object') {
    for (const [name, variant] of Object.entries(stored)) if (typeof variant === 'string') overrides[name] = variant;
  }
  let changed = false;
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith(OVERRIDE_PREFIX) && key.length > OVERRIDE_PREFIX.length) {
      overrides[key.slice(OVERRIDE_PREFIX.length)] = value;
      changed = true;
    }
  }
  if (changed) writeStoredRecord('session', VARIANT_OVERRIDES_KEY, overrides);
  return overrides;
}

/** The variant of `experiment` for this visitor: an override, else the site's. */
export function experimentVariant(site: SiteContext, experiment: string, overrides: Record<string, string>): string | undefined {
  if (Object.hasOwn(overrides, experiment)) return overrides[experiment];
  const variants = site.experimentVariants;
  const variant = variants && typeof variants === 'object' ? (variants as Record<string, unknown>)[experiment] : undefined;
  return typeof variant === 'string' ? variant : undefined;
}

/** The whole gate. */
export function shouldRecordSession(site: SiteContext, options: { cores?: number; overrides?: Record<string, string> } = {}): boolean {
  const cores = options.cores ?? navigator.hardwareConcurrency ?? 0;
  return (
    toggleOn(site, SESSION_RECORDING.toggle) &&
    experimentVariant(site, SESSION_RECORDING.experiment, options.overrides ?? {}) === SESSION_RECORDING.sampledVariant &&
    cores >= SESSION_RECORDING.minCores
  );
}

/** Runs the gate and, when it opens, fetches the id and announces it. Never throws. */
export async function startSessionRecording(runtime: SiteRuntime): Promise<string | undefined> {
  try {
    const site = runtime.context;
    if (!shouldRecordSession(site, { overrides: variantOverrides(site) })) return undefined;
    // The data layer (about 6 KB gzip with its messages and their
    // formatter) loads only past the gate: most pages with feature toggles
    // are not sampled and never call it.
    const { request } = await import('../../api/request.ts');
    const id = await request<unknown>({ url: SESSION_RECORDING.idUrl, handleErrors: true, timeoutMs: 10000 });
    if (typeof id !== 'string' || !id || id === SESSION_RECORDING.automatedMockId) return undefined;
    runtime.bus.emit('session-recording:ready', { id });
    return id;
  } catch (error) {
    fail('session recording:', error);
    return undefined;
  }
}
