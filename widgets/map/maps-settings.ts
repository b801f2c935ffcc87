import type { SiteContext } from '../../src/site-context.ts';

/** The maps service's script. */
const DEFAULT_MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js';
/** The only host the maps script may come from, besides this site's own files (docs/security.md#scripts). */
export const MAPS_HOST = 'maps.googleapis.com';

/** Where the maps script comes from, with its key, language and region. */
export interface MapsScript {
  url: string;
  key: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The maps script for this site (docs/behaviour/content-blocks.md#content-blocks): the key
 * is the site context's `website.mapsSettings.apiKey`; `scriptUrl` beside
 * it (not a platform field) points QA pages at a stand-in. Language and
 * region come from `website.language` ('fr-CA' → language fr, region CA).
 * Undefined when the site has no key.
 */
export function mapsScript(site: SiteContext): MapsScript | undefined {
  const settings = site.website.mapsSettings as { apiKey?: unknown; scriptUrl?: unknown } | undefined;
  const key = text(settings?.apiKey);
  if (!key) return undefined;
  const [language, region] = (text(site.website.language) ?? '').split(/[-_]/);
  const params = new URLSearchParams({ key });
  if (language) params.set('language', language);
  if (region) params.set('region', region.toUpperCase());
  const base = text(settings?.scriptUrl) ?? DEFAULT_MAPS_SCRIPT;
  return { key, url: `${base}${base.includes('?') ? '&' : '?'}${params}` };
}
