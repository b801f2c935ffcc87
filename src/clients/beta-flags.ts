/**
 * Beta feature flags (docs/behaviour/services.md#site-clients): the page context's
 * `betaFeatureFlags`, a list of flag names (or a map name → boolean). They
 * gate multilingual (with its experiment), CSS-variable colour themes, the
 * currency formatter and attaching products in scheduling.
 */
import type { SiteContext } from '../site-context.ts';

/** The flags the runtime reads. */
export const BETA_FLAG = {
  multilingual: 'multilingual',
  cssThemes: 'css_variable_colour_themes',
  currencyFormatter: 'currency_formatter',
  schedulingProducts: 'scheduling_attach_products',
} as const;

/** Whether the beta flag `name` is on for this page. */
export function betaFlagOn(site: SiteContext, name: string): boolean {
  const flags = site.betaFeatureFlags;
  if (Array.isArray(flags)) return flags.includes(name);
  return !!flags && typeof flags === 'object' && Object.hasOwn(flags, name) && (flags as Record<string, unknown>)[name] === true;
}
