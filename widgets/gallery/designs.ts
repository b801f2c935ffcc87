/**
 * The gallery designs and their defaults (docs/behaviour.md#gallery).
 * A design name from the page maps to the design that shows it: stacked
 * to the base design (every slide one under the other), slider to strip,
 * slideshow to stacked (one slide at a time). The base design is the
 * default.
 */
export const DESIGNS = ['base', 'grid', 'autogrid', 'autocolumns', 'autorows', 'list', 'carousel', 'stacked', 'strip'] as const;

/** A design the runtime can show. */
export type Design = (typeof DESIGNS)[number];

const NAME_MAPPING: Record<string, Design> = { __proto__: null, stacked: 'base', slider: 'strip', slideshow: 'stacked' } as never;

/** The design a name from the page shows as, or undefined for a name no design answers to. */
export function resolveDesign(name: string | undefined): Design | undefined {
  if (name === undefined || name === '') return 'base';
  const mapped = NAME_MAPPING[name];
  if (mapped) return mapped;
  return (DESIGNS as readonly string[]).includes(name) ? (name as Design) : undefined;
}

/** Designs with a current slide, controls, keys, swipe and autoplay; the others lay every slide out at once. */
export const MOVING_DESIGNS: ReadonlySet<Design> = new Set(['carousel', 'stacked', 'strip']);

/** How long one move lasts, in ms: stacked 1 s, strip 0.5 s, the carousel the default 0.5 s animation. */
export const MOTION_MS: Partial<Record<Design, number>> = { stacked: 1000, strip: 500, carousel: 500 };

/** Slides loaded ahead of and behind the current one (the stacked design's one preload). */
export const PRELOAD_COUNT = 1;

/** Per-design defaults of the designs table (docs/behaviour.md#gallery). */
export const DESIGN_DEFAULTS = {
  grid: { slidesPerRow: 4, lightbox: true },
  autogrid: { columnWidth: 250, gutter: 0 },
  autocolumns: { columnWidth: 250, gutter: 0 },
  autorows: { rowHeight: 250, gutter: 20, lightbox: true },
  list: { listImageSize: 50 },
  carousel: { slidesPerRow: 3, gutter: 1 },
} as const;

/** The carousel shows fewer per row on narrow screens: 2 under 480 px, 3 under 724 px, when configured higher. */
export function carouselPerRow(configured: number, width: number): number {
  if (width < 480) return Math.min(configured, 2);
  if (width < 724) return Math.min(configured, 3);
  return configured;
}
