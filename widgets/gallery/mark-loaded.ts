import type { Slide } from './slides.ts';

/**
 * Marks each slide `loaded` once its image has arrived, as the platform does
 * (site stylesheets show a slideshow's caption by `.slide.loaded`,
 * docs/behaviour/gallery.md#gallery). Returns the undo.
 */
export function markLoaded(slides: Slide[]): () => void {
  const undo: Array<() => void> = [];
  for (const { element, img } of slides) {
    if (!img) continue;
    const mark = () => element.classList.add('loaded');
    if (img.complete && img.naturalWidth) mark();
    else img.addEventListener('load', mark, { once: true });
    undo.push(() => {
      img.removeEventListener('load', mark);
      element.classList.remove('loaded');
    });
  }
  return () => undo.forEach((run) => run());
}
