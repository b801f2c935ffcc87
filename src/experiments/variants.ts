/**
 * Experiment variants (docs/behaviour/services.md#session-recording): the page
 * context's `experimentVariants` (a map experiment name → variant). On
 * internal sites (`website.siteStatus.value === 'internal'`, or a dev,
 * stage or QA host) viewers may override a variant with a query parameter
 * `?experiment.NAME=VARIANT`, kept in session storage for the rest of the
 * session. Session recording and multilingual read their gates here.
 */
import type { SiteContext } from '../site-context.ts';
import { readStoredRecord, writeStoredRecord } from '../stored-record.ts';

/**
 * The session-storage key of the overrides.
 * @internal Exported for its unit test: the storage key the variant tests write overrides under.
 */
export const VARIANT_OVERRIDES_KEY = 'site-runtime:experiment-overrides';
/** The query parameter prefix of an override. */
const OVERRIDE_PREFIX = 'experiment.';
/** Internal hosts: the platform's dev, stage and QA domains. */
const INTERNAL_HOST = /(^|[.-])(dev|stage|qa)([.-]|$)/i;

/**
 * Whether `host` is one of the platform's dev, stage or QA hosts: the app domain or a
 * subdomain of it, named by {@link INTERNAL_HOST}. A customer's own domain that merely
 * looks the part (`shop-dev.com`, `qa.example.com`) is not (behaviour/start-up.md#security-model).
 * @internal Exported for its unit test: the internal-host pattern (dev, stage, QA) as a table.
 */
export function isInternalHost(host: string, appDomain: unknown): boolean {
  if (typeof appDomain !== 'string' || !appDomain) return false;
  const lowerHost = host.toLowerCase();
  const app = appDomain.toLowerCase().replace(/^\.+/, '');
  const onPlatform = lowerHost === app || lowerHost.endsWith(`.${app}`);
  return onPlatform && INTERNAL_HOST.test(lowerHost);
}

/** Whether the site is an internal one, whose viewers may override variants. */
function isInternalSite(site: SiteContext, host: string = location.hostname): boolean {
  const status = (site.website?.siteStatus as { value?: unknown } | undefined)?.value;
  return status === 'internal' || isInternalHost(host, site.appDomain);
}

/**
 * The overrides in force: those in the query (stored for the session) over
 * those stored earlier. Only on internal sites; unreadable stored data
 * counts as none.
 */
export function variantOverrides(site: SiteContext, search: string = location.search, host: string = location.hostname): Record<string, string> {
  if (!isInternalSite(site, host)) return Object.create(null) as Record<string, string>;
  const stored = readStoredRecord<unknown>('session', VARIANT_OVERRIDES_KEY);
  // Keyed by query parameter names: no prototype, so `experiment.__proto__` is just a name.
  const overrides: Record<string, string> = Object.create(null) as Record<string, string>;
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
