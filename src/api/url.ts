/**
 * Request URLs: data as query parameters, the crumb parameter, and the
 * secure origin for calls from a host that is not the platform's.
 */
import type { SiteContext } from '../site-context.ts';

/** Appends `params` (objects as JSON text, arrays repeated) to `url`'s query. */
export function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  if (!params) return url;
  const search = new URLSearchParams();
  appendFields(search, params);
  const query = search.toString();
  if (!query) return url;
  return url + (url.includes('?') ? '&' : '?') + query;
}

/** Adds `fields` to a form or query: objects become JSON text, arrays repeat their key, undefined is skipped. */
export function appendFields(target: URLSearchParams, fields: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) target.append(key, item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
}

/**
 * The origin for a secure call (behaviour/services.md#data-layer): from a host that is
 * not the platform's (a custom domain), the site's own https domain on the
 * platform (`website.secureDomain`, else `https://{identifier}.{appDomain}`);
 * from the platform's host, undefined (the page's own origin).
 */
export function secureOrigin(site: Partial<SiteContext> | undefined, host: string = location.hostname): string | undefined {
  const app = site?.appDomain;
  if (!app || host === app || host.endsWith(`.${app}`)) return undefined;
  const declared = site?.website?.secureDomain;
  if (typeof declared === 'string' && declared) return declared.startsWith('https://') ? declared.replace(/\/+$/, '') : `https://${declared}`;
  const identifier = site?.website?.identifier;
  return identifier ? `https://${identifier}.${app}` : undefined;
}
