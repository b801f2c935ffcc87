/**
 * The blog list page module (docs/behaviour/page-modules.md#blog-list): the list's lazy
 * images load as they approach the viewport, and every 'Read More' link is
 * described by its post's title, so a screen reader's list of links tells
 * them apart.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { loadImages } from '../../src/images/load-images.ts';

let counter = 0;

/** Mounts the lists that asked. */
export function start({ elements }: PageModuleContext): ModuleCleanup {
  const undo: Array<() => void> = [];
  for (const list of elements) {
    undo.push(loadImages(list));
    for (const item of list.querySelectorAll('.BlogList-item')) {
      const title = item.querySelector('.BlogList-item-title');
      const more = item.querySelector('a.BlogList-item-readmore');
      if (!title || !more || more.hasAttribute('aria-describedby')) continue;
      title.id ||= `blog-list-title-${++counter}`;
      more.setAttribute('aria-describedby', title.id);
      undo.push(() => more.removeAttribute('aria-describedby'));
    }
  }
  return () => undo.splice(0).forEach((step) => step());
}
