/**
 * The summary block's data declaration (docs/behaviour/content-blocks.md#content-blocks:
 * "summary (55, and 20)"; docs/behaviour/blocks.md#block-data-declaration): the one
 * statement of the fields it reads, from which the widget reads them,
 * `site-runtime check` reports and docs/block-schemas.md is written. The
 * items are the server's markup, so no value refuses the block; the `show*`
 * flags and `filter` are the server's and ignored.
 */
import type { Values } from '../../src/block-data/field.ts';
import { num, oneOf, text } from '../../src/block-data/fields.ts';
import { SUMMARY_DESIGNS } from './designs.ts';

/** One line for the block-schema reference. */
export const summary =
  'Summary (55, and 20): the items are server-rendered `.summary-item`s; `design` lays them out (autocolumns, autogrid, carousel, list, wall), their images load through the image loader. With no items in the markup the server is asked for them (GetWidgetRendering).';

/** The summary's fields. */
export const fields = {
  collectionId: text({ description: 'The collection summarised; sent with the rendering request.' }),
  design: oneOf(SUMMARY_DESIGNS, { default: 'autogrid', description: 'The layout: autocolumns, autogrid, carousel, list or wall.' }),
  pageSize: num({ integer: true, min: 1, description: 'How many items show; the rest are hidden.' }),
  columnWidth: num({ min: 0, description: 'autocolumns, autogrid and wall: the column width in px (default 250).' }),
  gutter: num({ min: 0, description: 'The space between items in px (default 0; the carousel 1).' }),
  slidesPerRow: num({ integer: true, min: 1, description: 'carousel: items per group (default 3; at most 2 under 480 px, 3 under 724 px).' }),
};

/** The summary's data as read. */
export type SummaryData = Values<typeof fields>;
