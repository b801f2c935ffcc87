import type { CropMode } from '../../src/images/crop.ts';

/**
 * The gallery designs and their defaults (docs/behaviour/gallery.md#gallery).
 * A design name from the page maps to the design that shows it: stacked
 * to the base design (every slide one under the other), slider to strip,
 * slideshow to stacked (one slide at a time). The base design is the
 * default.
 */
const DESIGNS = ['base', 'grid', 'autogrid', 'autocolumns', 'autorows', 'list', 'carousel', 'stacked', 'strip'] as const;

/** A design the runtime can show. */
export type Design = (typeof DESIGNS)[number];

/** The design names a page may give, in the data or the markup's `sqs-gallery-block-<name>`. */
export const DESIGN_NAMES = ['stacked', 'slideshow', 'slider', 'grid', 'autogrid', 'autocolumns', 'autorows', 'list', 'carousel', 'strip'] as const;

/** The names that show as a design of another name. */
export const DESIGN_MAPPING = { stacked: 'base', slider: 'strip', slideshow: 'stacked' } as const satisfies Partial<
  Record<(typeof DESIGN_NAMES)[number], Design>
>;

/** The design a name from the markup shows as: an unknown name (or none) is the base design, as on the platform. */
export function resolveDesign(name: string | undefined): Design {
  if (!(DESIGN_NAMES as readonly unknown[]).includes(name)) return 'base';
  return (DESIGN_MAPPING as Record<string, Design>)[name!] ?? (name as Design);
}

/** Per-design defaults of the designs table (docs/behaviour/gallery.md#gallery). */
export const DESIGN_DEFAULTS = {
  grid: { slidesPerRow: 4, lightbox: true },
  autogrid: { columnWidth: 250, gutter: 0 },
  autocolumns: { columnWidth: 250, gutter: 0 },
  autorows: { rowHeight: 250, gutter: 20, lightbox: true },
  list: { listImageSize: 50 },
  carousel: { slidesPerRow: 3, gutter: 1 },
} as const;

/** How a design's images fill their boxes: the slideshow fits them, grid, carousel and autogrid crop them (with auto-crop). */
export function cropModeFor(design: Design, autoCrop: boolean): CropMode {
  if (design === 'stacked') return 'contain';
  return autoCrop && (design === 'grid' || design === 'carousel' || design === 'autogrid') ? 'cover' : 'none';
}
