import { FOUND_SELECTOR } from '../src/blocks/selector.ts';
import { NEAR_VIEWPORT } from '../src/blocks/visibility.ts';
import { ownDoc } from '../src/dom/doc.ts';
import { preloadChunk } from './chunks.ts';
import { blockNumbers, entryFile, widgetChunks } from './manifest.ts';

/** How many of the page's first blocks and sections (in document order) are looked at: the view is among them on most pages. */
const FIRST_BLOCKS = 16;

/**
 * The block types an element names: its `data-block`, its platform number,
 * or the names of its 7.1 section's controllers (comma-separated, as the
 * blocks runtime reads them: src/blocks/scan.ts).
 */
const typesOf = (target: Element): (string | undefined)[] => [
  target.getAttribute('data-block') || blockNumbers.get(target.getAttribute('data-block-type')!),
  ...(target.getAttribute('data-controller') ?? '').split(',').map((name) => blockNumbers.get(name.trim())),
];

/**
 * The visibility observer's first report on the page's first blocks, once it
 * has come: the blocks runtime loads those it found near the view as its scan
 * finds them, without waiting a frame for its own observer's first report
 * (docs/behaviour/blocks.md#first-view-handed-over).
 */
export let firstReport: IntersectionObserverEntry[] | undefined;

/**
 * Asks, with `<link rel="modulepreload">`, for the widgets of the page's
 * first blocks and 7.1 sections in or near the view and the shared chunks the loader knows
 * they import, while the blocks runtime is on its way: without it they are
 * asked for only once that runtime has arrived and scanned, one round trip
 * later (docs/behaviour/chunks.md#no-waterfall). Which blocks are near the view is
 * the visibility observer's first report (no layout read of the loader's
 * own), with the blocks runtime's margin; the others' widgets wait for the
 * blocks runtime, which asks for them once the view's are on their way, as
 * before. Only the built types of the manifest are asked for, by the URL the
 * blocks runtime imports them from, so the browser fetches each file once; a
 * block named in the page for a type the build does not have asks for nothing.
 */
export function preloadFirstView(): void {
  const observer = new IntersectionObserver(
    (entries) => {
      observer.disconnect();
      firstReport = entries;
      for (const { isIntersecting, target } of entries) {
        for (const type of typesOf(target)) {
          const chunks = isIntersecting && type && widgetChunks.get(type);
          // Every widget imports the idle core: it travels with them, not after.
          if (chunks) for (const file of [entryFile('site-idle-start'), entryFile(type), ...chunks]) preloadChunk(file);
        }
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  ownDoc.querySelectorAll(FOUND_SELECTOR).forEach((element, index) => index < FIRST_BLOCKS && observer.observe(element));
}
