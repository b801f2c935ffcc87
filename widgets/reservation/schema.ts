import * as z from 'zod/mini';

/** One line for the block-schema reference. */
export const summary =
  'The reservation blocks (50, 66): the provider\'s widget script renders date, time and party pickers into `.reservation-wrapper`; preview only for a signed-in owner.';

/** The reservation block's data. */
export const schema = z.object({
  scriptUrl: z.string().check(z.minLength(1)).register(z.globalRegistry, {
    description: 'The provider\'s widget script (loaded once per page); it defines `window.ReservationWidget.render(container, options)`.',
  }),
  restaurantId: z.optional(z.string().register(z.globalRegistry, { description: 'The restaurant at the provider, passed to the widget.' })),
  timeoutMs: z._default(z.int().check(z.gte(1)), 10000).register(z.globalRegistry, {
    description: 'How long the script may take to load, and the pickers to render after it.',
  }),
});

/** The validated reservation block data. */
export type ReservationData = z.infer<typeof schema>;

/** What the widget reads its data with: `site-runtime check` runs the same function (docs/behaviour.md#check). */
export { readReservation as read } from './read-reservation.ts';
