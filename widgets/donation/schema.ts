import * as z from 'zod/mini';

/** One line for the block-schema reference. */
export const summary = 'The donation block (52). The donate button carries `data-donate-page-id`; the block data may give `donatePageId` instead.';

/** The donation block's data (platform markup not public: the documented field). */
export const schema = z.object({
  donatePageId: z.optional(z.string().register(z.globalRegistry, { description: 'The donate page the button goes to (/checkout/donate?donatePageId=…).' })),
});
