/**
 * Opens a set of page images in the shared lightbox at the one chosen, one
 * opening at a time, with the viewer's code imported on the first opening
 * (docs/behaviour/layers.md#lightbox). Used by the gallery sections' lightbox links
 * and the 7.1 `Lightbox` controller.
 */
import type { LightboxHandle } from './open.ts';

/** A function that opens `images` at an index; a second call while one is opening or open does nothing. */
export function imageSetOpener(images: HTMLImageElement[]): (index: number) => void {
  let opening: Promise<LightboxHandle | undefined> | undefined;
  return (index) => {
    opening ??= import('./open.ts').then(({ openLightbox }) =>
      openLightbox({
        items: images.map((img) => ({
          type: 'image' as const,
          src: img.getAttribute('data-src') || img.currentSrc || img.src,
          dimensions: img.getAttribute('data-image-dimensions'),
          focalPoint: img.getAttribute('data-image-focal-point'),
          alt: img.alt,
        })),
        index,
        onClose: () => (opening = undefined),
      }),
    );
  };
}
