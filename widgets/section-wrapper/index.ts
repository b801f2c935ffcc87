/**
 * The 7.1 section wrapper (`SectionWrapperController`,
 * docs/behaviour/sections.md#controllers): a section background image, once the
 * page-images module has given it a source, is placed at its focal point
 * (`data-image-focal-point`, cover). Backgrounds without an image (most
 * sections) need nothing: the server's classes and the stylesheet do it.
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { controller } from '../../src/sections/changes.ts';

/** Places the background image(s) at their focal point; the cleanup takes the inline styles off. */
export function mount(element: HTMLElement): Cleanup {
  return controller((changes) => {
    for (const img of element.querySelectorAll<HTMLImageElement>(':scope > .section-border > .section-background img, :scope > .section-background img')) {
      const [x = 0.5, y = 0.5] = (img.getAttribute('data-image-focal-point') ?? '').split(',').map(Number).filter(Number.isFinite);
      changes.style(img, 'object-fit', 'cover');
      changes.style(img, 'object-position', `${x * 100}% ${y * 100}%`);
    }
  });
}

mount satisfies BlockMount;
