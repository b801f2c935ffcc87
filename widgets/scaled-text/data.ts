/**
 * The scaled-text block's data declaration
 * (docs/behaviour/blocks.md#block-data-declaration): the one statement of the
 * fields it reads, from which the widget reads them, `site-runtime check`
 * reports and docs/block-schemas.md is written. The text is the markup, so
 * no value refuses the block.
 */
import { num } from '../../src/block-data/fields.ts';

/** One line for the block-schema reference. */
export const summary =
  "Scaled text (data-block only): the text is shrunk to fit its container's width on one line, never below 11 px, refitted 100 ms after a resize.";

/** The scaled-text block's fields. */
export const fields = {
  maxFontSize: num({ min: 1, description: "The largest size in px; default the text's own size." }),
};
