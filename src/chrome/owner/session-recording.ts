/**
 * Session recording's gate (docs/behaviour/services.md#session-recording): it
 * loads only when its feature toggle is on, the sampled experiment variant
 * applies, and the device has more than 2 processor cores. On internal sites, viewers may override experiment variants with
 * query parameters (`src/experiments/variants.ts`).
 *
 * When the gate opens, the recorder's id comes from
 * `GET /api/commerce/fullstory/getId`; the automated mock id skips the load.
 * Otherwise the recorder's script loads (the provider's, or the site
 * context's `sessionRecording.scriptUrl`, which fixtures point at a local
 * stand-in), with the id as its organisation, and then
 * `session-recording:ready` carries the id. Every failure is logged only
 * (docs/behaviour/services.md#session-recording).
 *
 * Where the page carries the gate's parts is the project's choice; this
 * module reads `featureToggles` (a list of names, or a map name → boolean)
 * and `experimentVariants` (a map experiment name → variant) from the site
 * context, and `website.siteStatus.value === 'internal'` or an internal
 * host (dev, stage or QA) for the override rule.
 */
import type { SiteContext } from '../../site-context.ts';
import type { SiteRuntime } from '../../runtime-api.ts';
import { loadScript } from '../../dom/load-script.ts';
import { scriptSource } from '../../dom/script-source.ts';
import { fail } from '../../log.ts';
import { experimentVariant, variantOverrides } from '../../experiments/variants.ts';
import { consentAllowsTracking } from '../../consent/allows-tracking.ts';

/**
 * The gate's names and numbers.
 * @internal Exported for its unit test: the gate's names, read by its test instead of copied.
 */
export const SESSION_RECORDING = {
  toggle: 'session-recording',
  experiment: 'session-recording',
  sampledVariant: 'sampled',
  /** "More than 2 processor cores". */
  minCores: 3,
  idUrl: '/api/commerce/fullstory/getId',
  /** The id the automated test environments answer with: no recording there. */
  automatedMockId: 'automated-mock-id',
  /** The recorder provider's script. */
  scriptUrl: 'https://edge.fullstory.com/s/fs.js',
  /** The only host the recorder's script may come from (or this site's own files). */
  host: 'edge.fullstory.com',
  /** How long the script may take to load. */
  scriptTimeoutMs: 10_000,
} as const;

declare global {
  interface Window {
    /** The recorder's settings, read by its script when it runs. */
    _fs_org?: string;
    _fs_namespace?: string;
    _fs_script?: string;
  }
}

/**
 * The recorder script's address: the site context's
 * `sessionRecording.scriptUrl` when it is on the recorder's own host or
 * this site's (docs/security.md#scripts), else the provider's.
 * @internal Exported for its unit test: the recorder's URL per site; loading it needs the provider.
 */
export function recorderScriptUrl(site: SiteContext, base: string = location.href): string {
  const declared = (site.sessionRecording as { scriptUrl?: unknown } | undefined)?.scriptUrl;
  return scriptSource(declared, SESSION_RECORDING.host, base)?.href ?? SESSION_RECORDING.scriptUrl;
}

/** Sets the recorder's settings and loads its script. */
function loadRecorder(site: SiteContext, id: string): Promise<void> {
  const url = recorderScriptUrl(site);
  window._fs_org = id;
  window._fs_namespace = 'FS';
  window._fs_script = url;
  return loadScript(url, { timeoutMs: SESSION_RECORDING.scriptTimeoutMs, host: SESSION_RECORDING.host });
}

/** Whether a named toggle is on. */
function toggleOn(site: SiteContext, name: string): boolean {
  const toggles = site.featureToggles;
  if (Array.isArray(toggles)) return toggles.includes(name);
  return !!toggles && typeof toggles === 'object' && (toggles as Record<string, unknown>)[name] === true;
}

/**
 * The whole gate.
 * @internal Exported for its unit test: the gate as a table of sites; starting a recording loads a script.
 */
export function shouldRecordSession(site: SiteContext, options: { cores?: number; overrides?: Record<string, string> } = {}): boolean {
  const cores = options.cores ?? navigator.hardwareConcurrency ?? 0;
  return (
    toggleOn(site, SESSION_RECORDING.toggle) &&
    experimentVariant(site, SESSION_RECORDING.experiment, options.overrides ?? {}) === SESSION_RECORDING.sampledVariant &&
    cores >= SESSION_RECORDING.minCores
  );
}

/**
 * Runs the gate and, when it opens, fetches the id, loads the recorder and announces it. A
 * recorder records the visitor: without their consent (the census's own consent gate) it
 * waits, loading and setting nothing, until a `consent:change` allows it
 * (docs/security.md#recording). Never throws.
 */
export async function startSessionRecording(runtime: SiteRuntime): Promise<string | undefined> {
  try {
    const site = runtime.context;
    if (!shouldRecordSession(site, { overrides: variantOverrides(site) })) return undefined;
    if (!consentAllowsTracking(site)) {
      const later = ({ allowed }: { allowed: boolean }): void => {
        if (!allowed || !consentAllowsTracking(site)) return;
        runtime.bus.off('consent:change', later);
        void startSessionRecording(runtime);
      };
      runtime.bus.on('consent:change', later);
      return undefined;
    }
    // The data layer (about 6 KB gzip with its messages and their
    // formatter) loads only past the gate: most pages with feature toggles
    // are not sampled and never call it.
    const { request } = await import('../../api/request.ts');
    const id = await request<unknown>({ url: SESSION_RECORDING.idUrl, handleErrors: true, timeoutMs: 10000 });
    if (typeof id !== 'string' || !id || id === SESSION_RECORDING.automatedMockId) return undefined;
    await loadRecorder(site, id);
    runtime.bus.emit('session-recording:ready', { id });
    return id;
  } catch (error) {
    fail('session recording:', error);
    return undefined;
  }
}
