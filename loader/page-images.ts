import { BLOCK_SELECTOR } from '../src/blocks/selector.ts';
import { NEAR_VIEWPORT } from '../src/blocks/visibility.ts';
import { ownDoc } from '../src/dom/doc.ts';
import type { SiteRuntime } from '../src/runtime-api.ts';
import { fail } from './log.ts';

/**
 * Images outside every block (7.0 banners, 7.1 section backgrounds) get
 * their source at the first view, as blocks do, not at idle
 * (docs/behaviour/images.md#page-images-first-view): from start-up one observer
 * notes every lazy image outside every block element that comes within
 * 200 px of the view, and the first one asks for the page-images module,
 * which loads every image noted, even one the visitor has scrolled past
 * since, and watches the others. A page without such an image asks for
 * nothing; images inside blocks the widgets do not take up wait for the
 * module's trigger at idle. A start-up task (loader/start-up.ts).
 */
export function watchPageImages(runtime: SiteRuntime): void {
  const near: Element[] = [];
  let asked: unknown;
  const observer = new IntersectionObserver(
    (entries) => {
      entries.forEach((entry) => entry.isIntersecting && near.push(entry.target));
      // From its start the module watches (it disconnects this observer).
      asked ||= near[0] && runtime.load('page-images').then((module) => module.start({ runtime } as Parameters<typeof module.start>[0], near, observer), fail);
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  ownDoc.querySelectorAll('img[data-src]:not([src],[srcset])').forEach((img) => img.closest(BLOCK_SELECTOR) || observer.observe(img));
}
