import * as z from 'zod/mini';

/** One line for the block-schema reference. */
export const summary =
  'The embed block (22): the server\'s embed HTML in `.embed-block-wrapper` is kept as it is; the JSON only names it. Nothing in the data becomes markup or script.';

/** The embed block's data (behaviour.md#platform-markup, "Embed (22)"). */
export const schema = z.object({
  html: z.optional(z.string().register(z.globalRegistry, { description: 'The embed code as the server rendered it. Never inserted: the markup already holds it.' })),
  url: z.optional(z.string().register(z.globalRegistry, { description: 'The embedded page; shown as a link when the markup holds no embed.' })),
  resolvedBy: z.optional(z.string()),
  providerName: z.optional(z.string()),
});

/** The validated embed data. */
export type EmbedData = z.infer<typeof schema>;

/** What the widget reads its data with: `site-runtime check` runs the same function (docs/behaviour.md#check). */
export { readEmbed as read } from './read-embed.ts';
