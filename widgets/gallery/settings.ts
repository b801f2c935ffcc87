/**
 * The gallery's settings: its block data as read with the declaration in
 * ./data.ts, with each design's defaults filled in
 * (docs/behaviour/gallery.md#gallery).
 */
import type { Values } from '../../src/block-data/field.ts';
import type { fields, TRANSITIONS } from './data.ts';
import { DESIGN_DEFAULTS, type Design } from './designs.ts';

/** Slideshow transitions. */
export type Transition = (typeof TRANSITIONS)[number];
/** Where the strip keeps its current slide. */
export type StripAlignment = 'start' | 'middle' | 'end';
/** What a click on the strip's current slide does. */
export type ActiveClick = 'next' | 'previous' | 'none';

/** The settings a gallery runs with. */
export interface GallerySettings {
  design: Design;
  /** Width ÷ height of each slide's box, or undefined for the images' own. */
  aspectRatio: number | undefined;
  slidesPerRow: number;
  lightbox: boolean;
  lightboxTheme: 'light' | 'dark' | undefined;
  columnWidth: number;
  gutter: number;
  rowHeight: number;
  listImageSize: number;
  autoplay: boolean;
  autoplayMs: number;
  randomize: boolean;
  alignment: StripAlignment;
  activeClick: ActiveClick;
  thumbnails: boolean;
  thumbnailHeight: number;
  squareThumbs: boolean;
  autoCrop: boolean;
  loop: boolean;
  transition: Transition;
  historyHash: boolean;
  keyboard: boolean;
  linkedGalleries: string[];
}

/** The gallery's data as its declaration reads it. */
export type GalleryData = Values<typeof fields>;

/** The settings for `design` from the data read: each field the data leaves out takes the design's default. */
export function settingsFrom(data: GalleryData, design: Design): GallerySettings {
  const defaults: { slidesPerRow?: number; lightbox?: boolean; columnWidth?: number; gutter?: number; rowHeight?: number; listImageSize?: number } =
    (DESIGN_DEFAULTS as Record<string, object>)[design] ?? {};
  const ratio = data.imageAspectRatio === undefined ? data['aspect-ratio'] : data.imageAspectRatio;
  return {
    design,
    aspectRatio: ratio ?? undefined,
    slidesPerRow: Math.max(1, Math.round(data.slidesPerRow ?? defaults.slidesPerRow ?? 4)),
    lightbox: data.lightbox ?? defaults.lightbox ?? false,
    lightboxTheme: data.lightboxTheme,
    columnWidth: data.columnWidth ?? defaults.columnWidth ?? 250,
    gutter: data.gutter ?? defaults.gutter ?? 20,
    rowHeight: data.rowHeight ?? defaults.rowHeight ?? 250,
    listImageSize: data.listImageSize ?? defaults.listImageSize ?? 50,
    autoplay: data.autoplay,
    autoplayMs: data['autoplay-duration'] * 1000,
    randomize: data.randomize,
    alignment: data['active-alignment'] as StripAlignment,
    activeClick: data.activeSlideClick,
    thumbnails: data.thumbnails,
    thumbnailHeight: data['thumbnail-strip-height'],
    squareThumbs: data['square-thumbs'],
    autoCrop: data['auto-crop'],
    loop: data.loop,
    transition: data.transition,
    historyHash: data.historyHash,
    keyboard: data.keyboard,
    linkedGalleries: data.linkedGalleries,
  };
}
