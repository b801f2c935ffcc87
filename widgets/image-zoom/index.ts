/**
 * The 7.1 `ImageZoom` controller (docs/behaviour/commerce.md#product-controllers): a
 * thin adapter over the image zoom page module's `mountZoom`
 * (modules/image-zoom/index.ts). Every `[data-image-zoom]` host in the
 * controller's element (or the element itself, when it is one or holds no
 * host but an image) magnifies under the pointer and by keyboard. The page
 * module leaves the hosts of this controller alone (its trigger).
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { controller } from '../../src/sections/changes.ts';
import { mountZoom } from '../../modules/image-zoom/index.ts';

/** The zoomable hosts of the controller's element. */
function hosts(element: HTMLElement): HTMLElement[] {
  if (element.hasAttribute('data-image-zoom')) return [element];
  const inside = Array.from(element.querySelectorAll<HTMLElement>('[data-image-zoom]'));
  return inside.length ? inside : [element];
}

/** Makes the images zoomable; the cleanup puts the server markup back. */
export function mount(element: HTMLElement): Cleanup {
  return controller((changes) => {
    for (const host of hosts(element)) {
      const undo = mountZoom(host);
      if (undo) changes.add(undo);
    }
  });
}

mount satisfies BlockMount;
