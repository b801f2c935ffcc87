/**
 * The comments page module (docs/behaviour.md#comments): points every
 * comment link at its item's comments and, for a site with an external
 * comments shortname, loads the provider's comment-count script once.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { loadScript } from '../../src/dom/load-script.ts';
import { contained, warn } from '../../src/log.ts';
import { commentHref, commentsBase, commentsShortname } from './comment-link.ts';

/** How long the comment-count script may take before it counts as failed. */
export const COUNT_SCRIPT_TIMEOUT_MS = 10_000;

/** The provider's comment-count script for a shortname. */
export const countScriptUrl = (shortname: string): string => `https://${shortname}.disqus.com/count.js`;

/** Builds the links; loads the count script when a link points at the external provider. */
export function start({ site, elements }: PageModuleContext): ModuleCleanup {
  const settings = site.websiteSettings ?? {};
  const shortname = commentsShortname(settings.disqusShortname);
  if (settings.disqusShortname !== undefined && !shortname) warn('websiteSettings.disqusShortname is not a usable shortname; comment links use #comment-{id}');
  const base = commentsBase(site.website.baseUrl, location.origin);
  const changed: Array<[Element, string | null]> = [];
  for (const link of elements) {
    const href = commentHref(link, base, shortname);
    if (!href) {
      warn(`comment link ${link.id ? `#${link.id} ` : ''}has no usable data-item-path${shortname ? '' : ' or data-item-id'}; left as it is`);
      continue;
    }
    changed.push([link, link.getAttribute('href')]);
    link.setAttribute('href', href);
  }
  if (shortname && changed.length) loadScript(countScriptUrl(shortname), { timeoutMs: COUNT_SCRIPT_TIMEOUT_MS, host: `${shortname}.disqus.com` }).catch(contained('the comment-count script'));
  return () => {
    for (const [link, href] of changed) href === null ? link.removeAttribute('href') : link.setAttribute('href', href);
  };
}
