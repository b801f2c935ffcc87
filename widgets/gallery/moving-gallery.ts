import type { BlockContext } from '../../src/block-context.ts';
import type { CropMode } from '../../src/images/crop.ts';
import type { GallerySettings } from './settings.ts';
import type { Slide } from './slides.ts';

/** What the first view and a moving design's code share about one gallery (docs/behaviour/gallery.md#gallery). */
export interface GalleryState {
  /** The lightbox is open on this gallery's slides (the arrows then belong to it). */
  lightboxOpen: boolean;
}

/** What a moving design's code is started with. */
export interface MovingStart {
  container: HTMLElement;
  surface: HTMLElement;
  slides: Slide[];
  settings: GallerySettings;
  /** The block data as the page gave it: a design reads its own fields from it (./moving/slideshow-data.ts). */
  raw: unknown;
  context: BlockContext;
  state: GalleryState;
  /** How the design's images fill their boxes. */
  cropMode: CropMode;
  /** Lays the slides out (./layout.ts, passed in so the first view's module is not shared with this chunk); returns the undo. */
  layOut(): () => void;
  /** The slide the page address named, or 0. */
  startAt: number;
}

/** A started moving design (carousel, stacked, strip). */
export interface MovingGallery {
  /** Brings slide `index` into view when it cannot be seen (the lightbox or a video moved there). */
  reveal(index: number): void;
  stop(): void;
}

/** A moving design's code chunk: `widgets/gallery/moving/<design>.ts`. */
export interface MovingDesignModule {
  /** Resolves once started: in the next free slice of the main thread. */
  start(start: MovingStart): Promise<MovingGallery>;
}
