/**
 * The shape block's data declaration
 * (docs/behaviour/blocks.md#block-data-declaration): the one statement of the
 * fields it reads, from which the widget reads them, `site-runtime check`
 * reports and docs/block-schemas.md is written. The platform's layout fields
 * beside it are ignored; no value refuses the block.
 */
import { text } from '../../src/block-data/fields.ts';

/** One line for the block-schema reference. */
export const summary = "The shape block (71): `shapeName` picks the shape; its group sets the box's height as a percentage of its width (100, 150 or 67).";

/** The shape block's fields. */
export const fields = {
  shapeName: text({
    default: 'square',
    description:
      'The shape. Tall shapes (pill-vertical, arch, rectangle-vertical…) are 150% high, wide ones (pill, rectangle, banner…) 67%, the rest square (100%).',
  }),
};
