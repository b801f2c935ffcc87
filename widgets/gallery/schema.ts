import * as z from 'zod/mini';

/** One line for the block-schema reference. */
export const summary =
  'The gallery block (8): slides in the markup (`.sqs-gallery-container.sqs-gallery-block-<design>` > `.sqs-gallery` > `.slide`), settings in the JSON; enhanced in place, no React (docs/behaviour.md#gallery).';

const n = z.union([z.number(), z.string()]);

/**
 * The gallery block data (field names as the platform writes them). The
 * widget checks these by hand in ./settings.ts, to keep zod out of the
 * gallery's first view; this schema is the documentation of the same fields.
 */
export const schema = z.object({
  design: z.optional(z.string().register(z.globalRegistry, { description: 'grid, autogrid, autocolumns, autorows, list, carousel, stacked (every slide, one under another), slideshow, slider or strip; default the markup\'s sqs-gallery-block-<design>.' })),
  imageAspectRatio: z.optional(n.register(z.globalRegistry, { description: 'Auto, or width÷height (also "3:2"); `aspect-ratio` is read too.' })),
  slidesPerRow: z.optional(n.register(z.globalRegistry, { description: 'grid 4, carousel 3 (2 under 480 px, at most 3 under 724 px); `thumbnails-per-row` is read too.' })),
  lightbox: z.optional(z.boolean().register(z.globalRegistry, { description: 'Open slides in the lightbox; default on for grid and autorows.' })),
  lightboxTheme: z.optional(z.enum(['light', 'dark', ''])),
  mixedContent: z.optional(z.boolean()),
  columnWidth: z.optional(n.register(z.globalRegistry, { description: 'autogrid/autocolumns column width, a positive number; default 250.' })),
  gutter: z.optional(n.register(z.globalRegistry, { description: 'px between slides: 0 autogrid/autocolumns, 20 autorows, 1 carousel; `padding` is read too.' })),
  rowHeight: z.optional(n.register(z.globalRegistry, { description: 'autorows row height; default 250.' })),
  listImageSize: z.optional(n.register(z.globalRegistry, { description: 'list: the image\'s share of the width in %; default 50.' })),
  autoplay: z.optional(z.boolean()),
  'autoplay-duration': z.optional(n.register(z.globalRegistry, { description: 'Seconds between autoplay moves; default 5.' })),
  randomize: z.optional(z.boolean().register(z.globalRegistry, { description: 'Autoplay at random instead of in order.' })),
  'active-alignment': z.optional(z.enum(['start', 'middle', 'end'])),
  activeSlideClick: z.optional(z.enum(['next', 'previous', 'none']).register(z.globalRegistry, { description: 'strip: what a click on the current slide does; default next.' })),
  'thumbnails-per-row': z.optional(n),
  'thumbnail-strip-height': z.optional(n),
  'thumbnail-strip-margin': z.optional(n),
  thumbnails: z.optional(z.boolean().register(z.globalRegistry, { description: 'slideshow: show the thumbnail strip.' })),
  'square-thumbs': z.optional(z.boolean()),
  'auto-crop': z.optional(z.boolean().register(z.globalRegistry, { description: 'Crop grid and carousel images to their boxes around the focal point; default true.' })),
  padding: z.optional(n),
  'meta-position': z.optional(z.string()),
  vSize: z.optional(z.unknown()),
  loop: z.optional(z.boolean()),
  transition: z.optional(z.enum(['fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe'])),
  historyHash: z.optional(z.boolean().register(z.globalRegistry, { description: 'History sync: the address carries the lightbox\'s slide, Back closes it.' })),
  keyboard: z.optional(z.boolean()),
  linkedGalleries: z.optional(z.array(z.string()).register(z.globalRegistry, { description: 'Block ids of galleries kept in step with this one (this one keeps the keyboard).' })),
});
