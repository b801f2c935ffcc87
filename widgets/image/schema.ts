import * as z from 'zod/mini';

/** One line for the block-schema reference. */
export const summary =
  'The image block (5): markup first (`figure.sqs-block-image-figure` or `.image-block-outer-wrapper` with an `img[data-src]`); images with only `data-src` load through the image loader, and `lightbox: true` opens the image in the lightbox on click.';

/** The image block's data: only what the runtime reads (servers add layout fields it ignores). */
export const schema = z.object({
  lightbox: z.optional(z.boolean().register(z.globalRegistry, { description: 'Open the image in the lightbox on click, Enter or Space.' })),
});

/** The validated image block data. */
export type ImageBlockData = z.infer<typeof schema>;

/** What the widget reads its data with: `site-runtime check` runs the same function (docs/behaviour.md#check). */
export { readImage as read } from './read-image.ts';
