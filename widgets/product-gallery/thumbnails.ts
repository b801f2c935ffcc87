/**
 * The product gallery's thumbnails (docs/behaviour/commerce.md#product-controllers):
 * each one a button ("Show image N of M", `aria-current` on the shown one)
 * that shows its slide by click, Enter or Space; Left and Right move to the
 * previous or next thumbnail and show it.
 */
import type { Changes } from '../../src/sections/changes.ts';
import { t } from '../../src/catalogue/index.ts';
import { PRODUCT_GALLERY_TEXT } from '../../src/catalogue/en/product-gallery.ts';

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/** Mounts the thumbnails to `show`; returns what marks the shown one. */
export function mountThumbnails(thumbs: HTMLElement[], show: (index: number) => void, changes: Changes): (index: number) => void {
  const count = thumbs.length;
  thumbs.forEach((thumb, index) => {
    if (thumb.localName !== 'button') {
      changes.attr(thumb, 'role', 'button');
      changes.attr(thumb, 'tabindex', '0');
    }
    if (!thumb.getAttribute('aria-label')) changes.attr(thumb, 'aria-label', t(PRODUCT_GALLERY_TEXT, 'showImage', { index: index + 1, count }));
    changes.listen(thumb, 'click', (event) => {
      event.preventDefault();
      show(index);
    });
    changes.listen(thumb, 'keydown', (event: KeyboardEvent) => {
      const step = Object.hasOwn(STEPS, event.key) ? STEPS[event.key]! : 0;
      if (step) {
        event.preventDefault();
        const next = (index + step + count) % count;
        thumbs[next]!.focus();
        show(next);
      } else if (thumb.localName !== 'button' && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        show(index);
      }
    });
  });
  return (shown) => thumbs.forEach((thumb, index) => changes.attr(thumb, 'aria-current', index === shown ? 'true' : null));
}
