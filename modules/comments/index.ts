/**
 * The comments page module (docs/behaviour.md#comments): points every
 * comment link at its item's comments and, for a site with an external
 * comments shortname, loads the provider's comment-count script once. On a
 * site with native comments, each item's comments area
 * (`.squarespace-comments[data-item-id]`) gets its count and thread when it
 * comes near the viewport (./thread.ts, a chunk of its own).
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { loadScript } from '../../src/dom/load-script.ts';
import { whenNearViewport } from '../../src/images/near-viewport.ts';
import { contained, warn } from '../../src/log.ts';
import { commentHref, commentsBase, commentsShortname } from './comment-link.ts';

/** How long the comment-count script may take before it counts as failed. */
export const COUNT_SCRIPT_TIMEOUT_MS = 10_000;

/** The provider's comment-count script for a shortname. */
export const countScriptUrl = (shortname: string): string => `https://${shortname}.disqus.com/count.js`;

/** An item's native comments area: its thread is shown in it. */
export const COMMENTS_AREA = '.squarespace-comments';

/** How far outside the viewport a comments area starts loading its thread. */
export const THREAD_MARGIN = '400px';

/** Builds the links; loads the count script when a link points at the external provider; threads on demand. */
export function start({ site, elements }: PageModuleContext): ModuleCleanup {
  const settings = site.websiteSettings ?? {};
  const shortname = commentsShortname(settings.disqusShortname);
  if (settings.disqusShortname !== undefined && !shortname) warn('websiteSettings.disqusShortname is not a usable shortname; comment links use #comment-{id}');
  const base = commentsBase(site.website.baseUrl, location.origin);
  const changed: Array<[Element, string | null]> = [];
  const areas = elements.filter((element) => element.matches(COMMENTS_AREA));
  const stopThreads = shortname || settings.commentsEnabled !== true ? [] : areas.map((area) => threadOnDemand(area as HTMLElement, site));
  for (const link of elements.filter((element) => !areas.includes(element))) {
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
    stopThreads.forEach((stop) => stop());
    for (const [link, href] of changed) href === null ? link.removeAttribute('href') : link.setAttribute('href', href);
  };
}

/** Shows `area`'s thread once it comes near the viewport. Returns the undo (stops waiting, or removes the thread). */
function threadOnDemand(area: HTMLElement, site: unknown): () => void {
  const itemId = area.getAttribute('data-item-id');
  if (!itemId) {
    warn(`comments area ${area.id ? `#${area.id} ` : ''}has no data-item-id; left as it is`);
    return () => {};
  }
  let undo = () => {};
  let stopped = false;
  const stopWaiting = whenNearViewport(
    area,
    () =>
      void import('./thread.ts').then(({ showThread }) => {
        if (!stopped) undo = showThread(area, itemId, site);
      }, contained('the comments thread')),
    THREAD_MARGIN,
  );
  return () => ((stopped = true), stopWaiting(), undo());
}
