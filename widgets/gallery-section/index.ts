/**
 * The 7.1 gallery sections (`GalleryGrid`, `GalleryMasonry`,
 * `GallerySlideshow`, `GalleryFullscreenSlideshow`, `GalleryReel`,
 * `GalleryStrips`; docs/behaviour/gallery.md#gallery-sections), from `data-props`
 * (`numColumns`, `gutter`, `lightboxEnabled`; `aspectRatio` is the server's
 * class). Every design shows its items (the stylesheet keeps an item
 * without `data-show` transparent) and marks its wrapper ready; grid and
 * masonry lay out their columns, strips its justified rows (strips.ts); the
 * slideshow, full-screen slideshow and reel move as a carousel
 * (slideshow.ts); with `lightboxEnabled` each image opens the set in the
 * shared lightbox, whose code loads on the first opening.
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { controller } from '../../src/sections/changes.ts';
import { numberSetting, readSectionJson } from '../../src/sections/read-props.ts';
import { layOut } from './layout.ts';
import { openOnActivate } from './lightbox-links.ts';
import { fitServedSizes } from '../../src/images/fit-served-sizes.ts';

/** The designs, by the class the server puts on the gallery element. */
const DESIGNS = ['grid', 'masonry', 'slideshow', 'fullscreen-slideshow', 'reel', 'strips'];

/** Shows and lays out the gallery; the cleanup puts the server markup back. */
export function mount(element: HTMLElement): Cleanup {
  return controller((changes) => {
    const design = DESIGNS.find((name) => element.classList.contains(`gallery-${name}`));
    if (!design) return;
    const props = readSectionJson(element, 'data-props');
    const items = Array.from(element.querySelectorAll<HTMLElement>(`.gallery-${design}-item`));
    const wrapper = element.querySelector<HTMLElement>(`.gallery-${design}-wrapper`);
    if (wrapper && (design === 'grid' || design === 'masonry')) {
      layOut(wrapper, items, design, numberSetting(props, 'numColumns', 3), numberSetting(props, 'gutter', 20), changes);
    }
    for (const item of items) changes.attr(item, 'data-show', '');
    // The server's srcset is the browser's to choose from, for the width each image is shown at (a covering crop's, its height's).
    changes.add(fitServedSizes([...element.querySelectorAll<HTMLImageElement>('img[srcset]')]));
    if (wrapper) changes.toggleClass(wrapper, `gallery-${design}-wrapper--ready`, true);
    if (props.lightboxEnabled === true) openOnActivate(element, items, changes);
    // The other designs' code loads only where one is on the page (a grid page pays nothing for it); a cleanup before it arrives cancels it.
    let removed = false;
    changes.add(() => (removed = true));
    if (wrapper && design === 'strips') {
      const gutter = numberSetting(props, 'gutter', 20);
      void import('./strips.ts').then(({ layOutStrips }) => removed || layOutStrips(wrapper, items, gutter, changes));
    }
    if (design === 'slideshow' || design === 'fullscreen-slideshow' || design === 'reel') {
      void import('./slideshow.ts').then(({ moveSlideshow }) => removed || moveSlideshow({ element, design, items, props }, changes));
    }
  });
}

mount satisfies BlockMount;
