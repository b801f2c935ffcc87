/**
 * Gallery section layouts (docs/behaviour/gallery.md#gallery-sections). The grid:
 * `numColumns` equal columns `gutter` px apart, one column under 768 px
 * (the stylesheet stacks items there: it drops the last item's bottom
 * padding at that width). Masonry: the same columns as CSS columns, each
 * item kept whole (the stylesheet asks for `display: masonry`, which
 * browsers do not have yet). Written through the CSSOM (strict CSP).
 */
import type { Changes } from '../../src/sections/changes.ts';

/** Below this width (px) a grid or masonry gallery is one column. */
const PHONE_MAX = 767;

export function layOut(wrapper: HTMLElement, items: HTMLElement[], design: string, columns: number, gutter: number, changes: Changes): void {
  const phone = matchMedia(`(max-width: ${PHONE_MAX}px)`);
  const apply = () => {
    const n = phone.matches ? 1 : Math.max(1, Math.round(columns));
    if (design === 'grid') {
      wrapper.style.gridTemplateColumns = `repeat(${n}, minmax(0, 1fr))`;
      wrapper.style.gap = `${gutter}px`;
    } else {
      wrapper.style.columnCount = String(n);
      wrapper.style.columnGap = `${gutter}px`;
      for (const item of items) {
        item.style.breakInside = 'avoid';
        item.style.marginBottom = `${gutter}px`;
      }
    }
  };
  apply();
  changes.listen(phone, 'change', apply);
  changes.add(() => {
    wrapper.style.gridTemplateColumns = wrapper.style.gap = wrapper.style.columnCount = wrapper.style.columnGap = '';
    for (const item of items) item.style.breakInside = item.style.marginBottom = '';
  });
}
