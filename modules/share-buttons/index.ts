/**
 * The share buttons page module (docs/behaviour/page-modules.md#share-buttons): each
 * `[data-service]` link in a `.sqs-share-buttons` group gets its
 * provider's share page for this page, and opens it in a small window with
 * no access back to this page (`noopener`).
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { safeHref } from '../../src/dom/safe-href.ts';
import { warn } from '../../src/log.ts';
import { shareUrl } from './share-url.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { restoreAttribute } from '../../src/dom/restore-attribute.ts';

/** The share window's features: small, and cut off from the page. */
export const WINDOW_FEATURES = 'noopener,noreferrer,width=600,height=520';

/** Mounts every share link of the groups that asked. */
export function start({ elements }: PageModuleContext): ModuleCleanup {
  const undo: Array<() => void> = [];
  for (const group of elements) {
    const page = {
      url: safeHref(group.getAttribute('data-url')) ?? location.href,
      title: group.getAttribute('data-title') ?? ownDoc.title,
      media: safeHref(group.getAttribute('data-media')),
    };
    for (const link of group.querySelectorAll<HTMLAnchorElement>('a[data-service]')) {
      const service = link.getAttribute('data-service') ?? '';
      const href = shareUrl(service, page);
      if (!href) {
        warn(`share button "${service}" names no known provider; left as it is`);
        continue;
      }
      const before = [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')] as const;
      link.href = href;
      if (service !== 'email') {
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
      }
      const onClick = (event: MouseEvent) => {
        if (service === 'email' || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        window.open(href, '_blank', WINDOW_FEATURES);
      };
      link.addEventListener('click', onClick);
      undo.push(() => {
        link.removeEventListener('click', onClick);
        (['href', 'target', 'rel'] as const).forEach((name, i) => restoreAttribute(link, name, before[i] ?? null));
      });
    }
  }
  return () => undo.splice(0).forEach((step) => step());
}
