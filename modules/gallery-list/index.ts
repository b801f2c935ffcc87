/**
 * The gallery list page module (docs/behaviour/gallery.md#gallery-list): the
 * galleries' cover images load as they approach the viewport, and each
 * item is marked `loaded` once its image has arrived (templates fade it in).
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { loadImages } from '../../src/images/load-images.ts';

/** Starts the images of the lists that asked. */
export function start({ elements }: PageModuleContext): ModuleCleanup {
  const undo: Array<() => void> = [];
  for (const list of elements) {
    for (const image of list.querySelectorAll<HTMLImageElement>('.gallery-list-item img')) {
      const item = image.closest('.gallery-list-item')!;
      const mark = () => item.classList.add('loaded');
      if (image.complete && image.naturalWidth) mark();
      else image.addEventListener('load', mark, { once: true });
      undo.push(() => image.removeEventListener('load', mark));
    }
    undo.push(loadImages(list));
  }
  return () => undo.splice(0).forEach((step) => step());
}
