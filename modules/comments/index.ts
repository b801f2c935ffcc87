/**
 * The comments page module (docs/behaviour/page-modules.md#comments): points every
 * comment link at its item's comments and, for a site with an external
 * comments shortname, loads the provider's comment-count script once. Each
 * item's comments area (`.squarespace-comments`, `#disqus_thread`) gets its
 * thread when it comes near the viewport: the site's own count and thread
 * (./thread.tsx) or the provider's embed (./external-thread.ts), each a
 * chunk of its own.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { loadScript } from '../../src/dom/load-script.ts';
import { contained, warn } from '../../src/log.ts';
import { commentHref, commentsBase, commentsShortname } from './comment-link.ts';
import { restoreAttribute } from '../../src/dom/restore-attribute.ts';

/** How long the comment-count script may take before it counts as failed. */
export const COUNT_SCRIPT_TIMEOUT_MS = 10_000;

/** The provider's comment-count script for a shortname. */
export const countScriptUrl = (shortname: string): string => `https://${shortname}.disqus.com/count.js`;

/** An item's comments area: its thread is shown in it (the provider's `#disqus_thread` too). */
export const COMMENTS_AREA = '.squarespace-comments, #disqus_thread';

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
  const stopThreads =
    shortname || settings.commentsEnabled === true ? areas.map((area) => threadOnDemand(area as HTMLElement, site, shortname && { shortname, base })) : [];
  for (const link of elements.filter((element) => !areas.includes(element))) {
    const href = commentHref(link, base, shortname);
    if (!href) {
      warn(`comment link ${link.id ? `#${link.id} ` : ''}has no usable data-item-path${shortname ? '' : ' or data-item-id'}; left as it is`);
      continue;
    }
    changed.push([link, link.getAttribute('href')]);
    link.setAttribute('href', href);
  }
  if (shortname && changed.length)
    loadScript(countScriptUrl(shortname), { timeoutMs: COUNT_SCRIPT_TIMEOUT_MS, host: `${shortname}.disqus.com` }).catch(contained('the comment-count script'));
  return () => {
    stopThreads.forEach((stop) => stop());
    for (const [link, href] of changed) restoreAttribute(link, 'href', href);
  };
}

/** Shows `area`'s thread once it comes near the viewport: the provider's (`external`) or the site's own. Returns the undo (stops waiting, or removes the thread). */
function threadOnDemand(area: HTMLElement, site: unknown, external: { shortname: string; base: string } | undefined | ''): () => void {
  const itemId = area.getAttribute('data-item-id');
  if (!itemId && !external) {
    warn(`comments area ${area.id ? `#${area.id} ` : ''}has no data-item-id; left as it is`);
    return () => {};
  }
  let undo = () => {};
  let stopped = false;
  const show = external
    ? () => import('./external-thread.ts').then(({ embedThread }) => embedThread(area, external.shortname, threadUrl(area, external.base), itemId))
    : () => import('./thread.tsx').then(({ showThread }) => showThread(area, itemId!, site));
  const shown = (stop: () => void) => {
    if (stopped) stop();
    else undo = stop;
  };
  const stopWaiting = whenNear(area, () => void show().then(shown, contained('the comments thread')));
  return () => {
    stopped = true;
    stopWaiting();
    undo();
  };
}

/** The page an external thread belongs to: the site's base URL plus the area's item path, else this page without its fragment. */
function threadUrl(area: Element, base: string): string {
  const path = area.getAttribute('data-item-path');
  return path && path.startsWith('/') && !path.startsWith('//') ? base + path : location.href.split('#')[0]!;
}

/**
 * Calls `show` once `area` comes within {@link THREAD_MARGIN} of the viewport (at once without
 * IntersectionObserver). Its own few lines rather than the image loader's watcher: importing that
 * from here split it into a chunk of its own, one more file (~150 B) on every image and gallery
 * first view (docs/behaviour/gallery.md#gallery-first-view). Returns the stop.
 */
function whenNear(area: Element, show: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    show();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      show();
    },
    { rootMargin: THREAD_MARGIN },
  );
  observer.observe(area);
  return () => observer.disconnect();
}
