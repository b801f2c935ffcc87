/**
 * The gallery block's data declaration (docs/behaviour/gallery.md#gallery): the one
 * statement of its fields, from which the widget reads its settings
 * (./settings.ts), `site-runtime check` reports and docs/block-schemas.md
 * is written. Values the platform writes map as the platform reads them
 * (docs/behaviour/blocks.md#block-data-declaration).
 */
import type { Field } from '../../src/block-data/field.ts';
import { Invalid } from '../../src/block-data/field.ts';
import { bool, num, oneOf, shown } from '../../src/block-data/fields.ts';
import { DESIGN_NAMES, DESIGN_MAPPING } from './designs.ts';

/** One line for the block-schema reference. */
export const summary =
  'The gallery block (8): slides in the markup (`.sqs-gallery-container.sqs-gallery-block-<design>` > `.sqs-gallery` > `.slide`), settings in the JSON; enhanced in place, no React (docs/behaviour/gallery.md#gallery).';

/** Slideshow transitions. */
export const TRANSITIONS = ['fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe'] as const;

/** The platform's aspect-ratio names, as width ÷ height. */
const RATIO_NAMES = {
  square: 1,
  standard: 3 / 2,
  'standard-vertical': 2 / 3,
  'four-three': 4 / 3,
  'three-four-vertical': 3 / 4,
  widescreen: 16 / 9,
  'anamorphic-widescreen': 2.4,
} as const;

/** "Auto" (null: the images' own ratio), a positive number, or "W:H". */
const imageAspectRatio: Field<number | null | undefined> = {
  accepts: 'Auto, a positive number, or "W:H"',
  description: 'autogrid, carousel and list: width ÷ height of each image\'s box ("Auto" keeps each image\'s own); wins over `aspect-ratio`.',
  parse(value) {
    if (typeof value === 'string' && value.toLowerCase() === 'auto') return null;
    const parts = /^\s*(\d+(?:\.\d+)?)\s*[:x/]\s*(\d+(?:\.\d+)?)\s*$/.exec(String(value));
    const ratio = parts ? Number(parts[1]) / Number(parts[2]) : typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
    if (Number.isFinite(ratio) && ratio > 0) return ratio;
    throw new Invalid(`expected Auto or a positive number, got ${shown(value)}`);
  },
};

/** Block ids: a list of text (its own kind here, so the gallery's first view needs no list reader). */
const blockIds: Field<string[]> = {
  accepts: 'list of block ids',
  description: 'Block ids of galleries kept in step with this one (this one keeps the keyboard).',
  fallback: [],
  parse(value) {
    if (Array.isArray(value) && value.every((id) => typeof id === 'string')) return value;
    throw new Invalid(`expected a list of block ids, got ${shown(value)}`);
  },
};

/**
 * Declarations a design's own chunk reads later (paths from this folder), so
 * that the first view does not carry them; docs/block-schemas.md lists their
 * fields after these. Unused by the runtime, so no bundle carries the list.
 */
export const laterDeclarations = ['moving/slideshow-data.ts', 'click-through-data.ts'];

/** The gallery's fields. */
export const fields = {
  design: oneOf(DESIGN_NAMES, {
    map: DESIGN_MAPPING,
    description:
      "How the slides are shown: stacked (one under another), slideshow (one at a time), slider (a strip), grid, autogrid, autocolumns, autorows, list or carousel; default the markup's `sqs-gallery-block-<design>`, else stacked.",
  }),
  imageAspectRatio,
  'aspect-ratio': oneOf(Object.keys(RATIO_NAMES) as (keyof typeof RATIO_NAMES)[], {
    map: RATIO_NAMES as Record<keyof typeof RATIO_NAMES, number>,
    description:
      "grid: the thumbnails' shape by name (square 1:1, standard 3:2, standard-vertical 2:3, four-three 4:3, three-four-vertical 3:4, widescreen 16:9, anamorphic-widescreen 2.4:1); default each image's own.",
  }),
  slidesPerRow: num({ min: 1, aliases: ['thumbnails-per-row'], description: 'Slides per row: grid 4, carousel 3 (2 under 480 px, at most 3 under 724 px);' }),
  lightbox: bool({ description: 'Open a clicked slide in the lightbox; default on for grid and autorows, off otherwise.' }),
  lightboxTheme: oneOf(['light', 'dark'], { description: "The lightbox's colours; default each slide's own `data-lightbox-theme`." }),
  columnWidth: num({ min: 1, description: 'autogrid and autocolumns: the column width in px; default 250.' }),
  gutter: num({ min: 0, aliases: ['padding'], description: 'Space between slides in px: autogrid and autocolumns 0, autorows 20, carousel 1 (%);' }),
  rowHeight: num({ min: 1, description: 'autorows: the row height in px; default 250.' }),
  listImageSize: num({ min: 0, max: 100, description: "list: the image's share of the row's width in %; default 50." }),
  autoplay: bool({ default: false, description: 'Move to the next slide on a timer.' }),
  'autoplay-duration': num({ min: 0.1, default: 5, description: 'Seconds between autoplay moves.' }),
  randomize: bool({ default: true, description: 'Autoplay moves to a random slide instead of the next.' }),
  'active-alignment': oneOf(['left', 'center', 'right', 'start', 'middle', 'end'], {
    default: 'middle',
    map: { left: 'start', center: 'middle', right: 'end' },
    description: 'slider: where the current slide sits (left, center or right; start, middle and end are read too).',
  }),
  activeSlideClick: oneOf(['next', 'previous', 'none'], { default: 'next', description: 'slider: what a click on the current slide does.' }),
  thumbnails: bool({ default: false, description: 'slideshow: show the thumbnail strip under the slides.' }),
  'thumbnail-strip-height': num({ min: 1, default: 80, description: "slideshow: the thumbnail strip's height in px." }),
  'square-thumbs': bool({ default: false, description: 'slideshow: crop the thumbnails to squares.' }),
  'auto-crop': bool({ default: true, description: 'Crop grid, carousel and autogrid images to fill their boxes around the focal point (off: fit inside).' }),
  loop: bool({ default: false, description: 'Moving past the last slide goes to the first, and back.' }),
  transition: oneOf(TRANSITIONS, { default: 'fade', description: 'slideshow: how one slide gives way to the next.' }),
  historyHash: bool({ default: false, description: "History sync: the address names the lightbox's slide, and Back closes it." }),
  keyboard: bool({ default: true, description: 'Arrow keys move the slides while the gallery is in view.' }),
  linkedGalleries: blockIds,
};
