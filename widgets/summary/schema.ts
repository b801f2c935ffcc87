import * as z from 'zod/mini';
import { SUMMARY_DESIGNS } from './designs.ts';

/** One line for the block-schema reference. */
export const summary =
  'Summary (55, and 20): the items are server-rendered `.summary-item`s; `design` lays them out (autocolumns, autogrid, carousel, list, wall), their images load through the image loader. With no items in the markup the server is asked for them (GetWidgetRendering).';

const px = (description: string) => z.optional(z.number().check(z.nonnegative()).register(z.globalRegistry, { description }));

/** The summary block's data (behaviour.md#platform-markup, "Summary (55)"); the `show*` flags and `filter` are the server's and ignored. */
export const schema = z.object({
  collectionId: z.optional(z.string().register(z.globalRegistry, { description: 'The collection summarised; sent with the rendering request.' })),
  design: z._default(z.enum(SUMMARY_DESIGNS), 'autogrid').register(z.globalRegistry, {
    description: 'The layout: autocolumns, autogrid, carousel, list or wall.',
  }),
  pageSize: z.optional(z.number().check(z.int(), z.positive()).register(z.globalRegistry, { description: 'How many items show; the rest are hidden.' })),
  columnWidth: px('autocolumns, autogrid and wall: the column width in px (default 250).'),
  gutter: px('The space between items in px (default 0; the carousel 1).'),
  slidesPerRow: z.optional(z.number().check(z.int(), z.positive()).register(z.globalRegistry, { description: 'carousel: items per group (default 3; at most 2 under 480 px, 3 under 724 px).' })),
});

/** The validated summary data. */
export type SummaryData = z.infer<typeof schema>;
