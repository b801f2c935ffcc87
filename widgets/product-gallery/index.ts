/**
 * The 7.1 `ProductGallery` controller (docs/behaviour/commerce.md#product-controllers):
 * the product page's gallery (`.ProductItem-gallery-slides-item` slides, or
 * the newer layouts' `.pdp-gallery-slides`; `.ProductItem-gallery-thumbnails-item`
 * thumbnails). One slide is shown
 * (`selected`, with the `going-next`/`going-prev` and `prev-slide`/`next-slide`
 * classes the stylesheet animates), its image loaded at its width step;
 * slides and thumbnails get `loaded` when their image arrives (the
 * stylesheet keeps them transparent until then), and the gallery's
 * `.enable-on-first-image-load` parts get `enabled` with the first. The
 * thumbnails (./thumbnails.ts) and the server's previous/next controls
 * switch the slide. Where the stylesheet stacks every slide (the stacked
 * design on a wide screen), all are shown and loaded, and a thumbnail
 * scrolls its slide into view.
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { controller, type Changes } from '../../src/sections/changes.ts';
import { loadAsIs, loadInBox, whenLoaded } from './images.ts';
import { mountThumbnails } from './thumbnails.ts';

/** The slides: the product template's, and the newer product layouts' (`.pdp-layout`), which the stylesheet moves with the same classes. */
const SLIDES = '.ProductItem-gallery-slides-item, .pdp-gallery-slides';
/** Where 'N/M' goes. */
const INDICATOR = '.ProductItem-gallery-current-slide-indicator, .pdp-gallery-slide-indicator';

const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Marks `item` (and, the first time, the gallery's waiting parts) once `img` has arrived. */
function markLoaded(element: HTMLElement, item: HTMLElement, img: HTMLImageElement | null, changes: Changes): void {
  if (!img) return;
  whenLoaded(
    img,
    () => {
      changes.toggleClass(item, 'loaded', true);
      for (const part of element.querySelectorAll('.enable-on-first-image-load')) changes.toggleClass(part, 'enabled', true);
    },
    changes,
  );
}

/** The slides' show: returns `show(index)`, which moves to a slide (wrapping at the ends). */
function slideShow(element: HTMLElement, slides: HTMLElement[], changes: Changes, marks: (index: number) => void): (index: number) => void {
  const indicator = element.querySelector(INDICATOR);
  let current = Math.max(
    0,
    slides.findIndex((slide) => slide.classList.contains('selected')),
  );
  let first = true;
  const show = (wanted: number): void => {
    const index = (wanted + slides.length) % slides.length;
    const direction = index < current ? 'going-prev' : 'going-next';
    slides.forEach((slide, i) => {
      const outgoing = !first && i === current && i !== index;
      for (const name of ['going-next', 'going-prev']) changes.toggleClass(slide, name, (i === index || outgoing) && name === direction);
      changes.toggleClass(slide, 'prev-slide', outgoing && direction === 'going-next');
      changes.toggleClass(slide, 'next-slide', outgoing && direction === 'going-prev');
      changes.toggleClass(slide, 'selected', i === index);
      // The first slide is in place from the start, and reduced motion moves without the slide-in.
      slide.style.animation = first || reducedMotion() ? 'none' : '';
      const hidden = i !== index && getComputedStyle(slide).position === 'absolute';
      changes.attr(slide, 'aria-hidden', hidden ? 'true' : null);
      slide.inert = hidden;
    });
    const img = slides[index]!.querySelector('img');
    if (img) loadInBox(img, 'contain', changes);
    if (indicator) indicator.textContent = `${index + 1}/${slides.length}`;
    marks(index);
    current = index;
    first = false;
  };
  changes.add(() => {
    for (const slide of slides) {
      slide.style.animation = '';
      slide.inert = false;
    }
  });
  return show;
}

/** Shows the gallery; the cleanup puts the server markup back. */
export function mount(element: HTMLElement): Cleanup {
  return controller((changes) => {
    const slides = Array.from(element.querySelectorAll<HTMLElement>(SLIDES));
    if (!slides.length) return;
    const thumbs = Array.from(element.querySelectorAll<HTMLElement>('.ProductItem-gallery-thumbnails-item'));
    slides.forEach((slide) => markLoaded(element, slide, slide.querySelector('img'), changes));
    thumbs.forEach((thumb) => {
      const img = thumb.querySelector('img');
      markLoaded(element, thumb, img, changes);
      if (img) loadInBox(img, 'cover', changes);
    });
    let show = (_index: number): void => {};
    const marks = mountThumbnails(thumbs, (index) => show(index), changes);
    // Stacked (the stylesheet leaves the slides in the flow): every slide is shown, and a thumbnail brings its own into view.
    if (getComputedStyle(slides[0]!).position !== 'absolute') {
      for (const slide of slides) slide.querySelectorAll('img').forEach(loadAsIs);
      show = (index) => {
        slides[index]!.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
        marks(index);
      };
      marks(0);
      return;
    }
    show = slideShow(element, slides, changes, marks);
    const start = slides.findIndex((slide) => slide.classList.contains('selected'));
    show(Math.max(0, start));
    const step = (by: number) => () =>
      show(
        Math.max(
          0,
          slides.findIndex((slide) => slide.classList.contains('selected')),
        ) + by,
      );
    element.querySelectorAll('.ProductItem-gallery-prev').forEach((control) => changes.listen(control, 'click', step(-1)));
    element.querySelectorAll('.ProductItem-gallery-next').forEach((control) => changes.listen(control, 'click', step(1)));
  });
}

mount satisfies BlockMount;
