/**
 * The image block's data declaration (docs/behaviour/blocks.md#block-data-declaration):
 * the one statement of what the widget reads, from which `site-runtime
 * check` reports and docs/block-schemas.md is written. The image renders
 * from its markup, so nothing here can refuse the block.
 */
import { bool } from '../../src/block-data/fields.ts';

/** One line for the block-schema reference. */
export const summary =
  'The image block (5): markup first (`figure.sqs-block-image-figure` or `.image-block-outer-wrapper` with an `img[data-src]`); images with only `data-src` load through the image loader, and `lightbox: true` opens the image in the lightbox on click. Servers add layout fields it ignores.';

/** The image block's fields. */
export const fields = {
  lightbox: bool({ default: false, description: 'Open the image in the lightbox on click, Enter or Space.' }),
};
