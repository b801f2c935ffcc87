import { mountOverlay, playVideo, restoreOverlay } from '../../src/video/overlay.ts';
import type { Slide } from './slides.ts';

/**
 * Video slides of a gallery without the lightbox (docs/behaviour/gallery.md#gallery):
 * each overlay plays its video in place, gives every other video its
 * overlay back (one plays at a time), and `reveal` brings the slide into
 * view first in a moving design. Loaded only by galleries that have video
 * slides and no lightbox. Returns the undo.
 */
export function mountVideoSlides(slides: Slide[], reveal?: (index: number) => void): () => void {
  const undo: Array<() => void> = [];
  slides.forEach((slide, index) => {
    const wrapper = slide.video;
    if (!wrapper) return;
    undo.push(
      mountOverlay(wrapper, slide.title, () => {
        for (const other of slides) if (other.video && other.video !== wrapper) restoreOverlay(other.video);
        reveal?.(index);
        playVideo(wrapper);
      }),
    );
  });
  return () => undo.forEach((run) => run());
}
