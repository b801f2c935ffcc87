import * as z from 'zod/mini';

/** One line for the block-schema reference. */
export const summary =
  'The Tock block (68): Tock\'s script, loaded once per page, fills `#Tock_widget_container`; column layout at 750 px or less; the markup\'s link to the business stays if it cannot load.';

/** The Tock block's data. */
export const schema = z.object({
  scriptUrl: z.string().check(z.minLength(1)).register(z.globalRegistry, { description: 'Tock\'s script; it defines `window.tock(command, name)`.' }),
  businessName: z.string().check(z.minLength(1)).register(z.globalRegistry, { description: 'The business at Tock, passed to `tock("init", name)`.' }),
  timeoutMs: z._default(z.int().check(z.gte(1)), 10000).register(z.globalRegistry, { description: 'How long the script may take to load.' }),
});

/** The validated Tock block data. */
export type TockData = z.infer<typeof schema>;

/** What the widget reads its data with: `site-runtime check` runs the same function (docs/behaviour.md#check). */
export { readTock as read } from './read-tock.ts';
