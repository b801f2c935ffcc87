/**
 * The font stylesheets a site context names (docs/behaviour/page-modules.md#site-fonts),
 * only ever on the two fixed font hosts: the context picks families and a
 * kit id, never a host or a path.
 */
import { warn } from '../../src/log.ts';

/** The web-font service's stylesheet for a family list (`Family:weights|Family`). */
const GOOGLE_FONTS_CSS = 'https://fonts.googleapis.com/css?family=';
/** The type kit service's stylesheet for one kit (`<id>.css`). */
const TYPEKIT_CSS = 'https://use.typekit.net/';

// A family spec is a name, weights and subsets: letters, digits, spaces, + : , - and .
const FAMILY = /^[A-Za-z0-9 +:,.-]{1,100}$/;
const KIT = /^[a-z0-9]{4,32}$/i;

/**
 * The `includeName`s of `googleFonts` (a list, or an object of entries), each checked; a bad one is skipped with a warning.
 * @internal Exported for its unit test: the family/variant encoding as a table; the module around it adds a stylesheet link.
 */
export function googleFamilies(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  const families: string[] = [];
  for (const entry of entries) {
    const name = entry && typeof entry === 'object' ? (entry as { includeName?: unknown }).includeName : undefined;
    if (typeof name === 'string' && FAMILY.test(name)) {
      if (!families.includes(name)) families.push(name);
    } else warn(`site context field "googleFonts" has an unusable includeName (${JSON.stringify(name)}): skipped`);
  }
  return families;
}

/** The stylesheet URLs for the context's fonts: one for every Google family, one for the kit. */
export function fontStylesheets(context: { googleFonts?: unknown; website?: { typekitId?: unknown } }): string[] {
  const urls: string[] = [];
  const families = googleFamilies(context.googleFonts);
  if (families.length)
    urls.push(GOOGLE_FONTS_CSS + families.map((family) => encodeURIComponent(family).replace(/%20/g, '+').replace(/%3A/g, ':').replace(/%2C/g, ',')).join('|'));
  const kit = context.website?.typekitId;
  if (typeof kit === 'string' && kit) {
    if (KIT.test(kit)) urls.push(`${TYPEKIT_CSS}${kit}.css`);
    else warn(`site context field "website.typekitId" is invalid (${JSON.stringify(kit)}): no kit loaded`);
  }
  return urls;
}
