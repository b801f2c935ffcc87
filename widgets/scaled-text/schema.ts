import * as z from 'zod/mini';

/** One line for the block-schema reference. */
export const summary =
  'Scaled text (data-block only): the text is shrunk to fit its container\'s width on one line, never below 11 px, refitted 100 ms after a resize.';

/** The scaled-text block's data. */
export const schema = z.object({
  maxFontSize: z.optional(z.number().check(z.positive()).register(z.globalRegistry, { description: 'The largest size in px; default the text\'s own size.' })),
});

/** The validated scaled-text data. */
export type ScaledTextData = z.infer<typeof schema>;

/** What the widget reads its data with: `site-runtime check` runs the same function (docs/behaviour.md#check). */
export { readScaledText as read } from './read-scaled-text.ts';
