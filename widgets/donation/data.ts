/**
 * The donation block's data declaration (docs/behaviour/blocks.md#block-data-declaration):
 * the one statement of the field it reads, from which the widget reads it,
 * `site-runtime check` reports and docs/block-schemas.md is written. The
 * button's own `data-donate-page-id` comes first, so a value here that
 * cannot be read is one warning, never a refused block.
 */
import { text } from '../../src/block-data/fields.ts';

/** One line for the block-schema reference. */
export const summary = 'The donation block (52). The donate button carries `data-donate-page-id`; the block data may give `donatePageId` instead.';

/** The donation block's fields (platform markup not public: the documented field). */
export const fields = {
  donatePageId: text({ description: 'The donate page the button goes to (/checkout/donate?donatePageId=…), when the markup names none.' }),
};
