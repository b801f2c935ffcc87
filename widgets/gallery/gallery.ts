/**
 * One gallery, enhanced in place (docs/behaviour/gallery.md#gallery). The first
 * view is what every design needs: the layout, the images, the lightbox
 * link and the slide the address names. A moving design (carousel,
 * stacked, strip) adds its own chunk, with the index rules, controls, keys,
 * swipe, autoplay and linked galleries; video slides without the lightbox
 * load their overlays' code; the lightbox loads on first opening. So a grid
 * page downloads neither the slideshow nor the viewer.
 */
import type { BlockContext, Cleanup } from '../../src/block-context.ts';
import { loadImages } from '../../src/images/load-images.ts';
import { markLoaded } from './mark-loaded.ts';
import { addressedSlide } from './deep-link.ts';
import { cropModeFor } from './designs.ts';
import { layOut } from './layout.ts';
import { linkLightbox } from './lightbox-link.ts';
import type { GalleryState, MovingDesignModule, MovingGallery } from './moving-gallery.ts';
import type { GallerySettings } from './settings.ts';
import { readSlide } from './slides.ts';
import { fail } from '../../src/log.ts';
import type { VIDEO_TEXT } from '../../src/catalogue/en/video.ts';

// A console-only message, English as written (docs/behaviour/vocabulary.md#catalogue); the compiler holds it to the catalogue's.
const VIDEO_LOADER_NOT_FOUND = 'VideoLoader not found' satisfies (typeof VIDEO_TEXT)['messages']['loaderNotFound'];

/** Each moving design's code, a chunk of its own. */
const MOVING_DESIGNS: Partial<Record<GallerySettings['design'], () => Promise<MovingDesignModule>>> = {
  carousel: () => import('./moving/carousel.ts'),
  stacked: () => import('./moving/stacked.ts'),
  strip: () => import('./moving/strip.ts'),
};

/** Starts the gallery in `container`; a container without slides is ignored. `raw` is the block data, for a design's own fields. Resolves with the undo. */
export async function startGallery(container: HTMLElement, settings: GallerySettings, context: BlockContext, raw?: unknown): Promise<Cleanup> {
  const surface = container.querySelector<HTMLElement>('.sqs-gallery') ?? container;
  const slides = Array.from(surface.querySelectorAll<HTMLElement>(':scope > .slide'), readSlide);
  if (!slides.length) return () => {};
  const undo: Array<() => void> = [];
  const stop = () => undo.reverse().forEach((run) => run());
  try {
    const code = MOVING_DESIGNS[settings.design];
    const cropMode = cropModeFor(settings.design, settings.autoCrop);
    const state: GalleryState = { lightboxOpen: false };
    undo.push(markLoaded(slides));
    const addressed = addressedSlide(slides, context.site.collection?.fullUrl);
    // The design's code (and the click-through links', docs/behaviour/gallery.md#gallery-click-through)
    // arrives before anything changes, so a failed chunk leaves the markup as it was.
    const through = surface.querySelector('[data-click-through-url]:not([data-click-through-url=""])') ? await import('./click-through.ts') : undefined;
    const design = code ? await code() : undefined;
    let moving: MovingGallery | undefined;
    // A moving design lays its slides out when it starts, with its styles adopted.
    if (design) {
      moving = await design.start({
        container,
        surface,
        slides,
        settings,
        raw,
        context,
        state,
        cropMode,
        layOut: () => layOut(container, slides, settings),
        startAt: addressed?.index ?? 0,
      });
      undo.push(() => moving!.stop());
    } else undo.push(layOut(container, slides, settings), loadImages(surface, { cropMode }));
    if (settings.lightbox && settings.design !== 'strip') {
      const link = linkLightbox(surface, slides, settings, context, state, (index) => moving?.reveal(index));
      undo.push(link.stop);
      if (addressed?.fromFragment) link.openAt(addressed.index, true);
    } else if (slides.some((slide) => slide.video)) {
      // Without its video code the gallery still works: its video slides keep their server markup (docs/behaviour/gallery.md#gallery).
      const videos = await import('./video-slides.ts').catch(
        (error: unknown) => void fail(`block #${context.id} (type "${context.type}"): ${VIDEO_LOADER_NOT_FOUND}`, error),
      );
      if (videos) undo.push(videos.mountVideoSlides(slides, moving && ((index) => moving!.reveal(index))));
    }
    // After the lightbox's link, so a slide's own link takes its image's role and its clicks.
    if (through && settings.design !== 'strip') undo.push(through.linkGallery(context, slides, raw));
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
