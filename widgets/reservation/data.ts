/**
 * The reservation blocks' data declaration
 * (docs/behaviour/blocks.md#block-data-declaration): the one statement of the
 * fields they read, from which the widget reads them, `site-runtime check`
 * reports and docs/block-schemas.md is written. Without the provider's
 * script there is nothing to render: only `scriptUrl` refuses the block.
 */
import type { Values } from '../../src/block-data/field.ts';
import { num, text } from '../../src/block-data/fields.ts';

/** One line for the block-schema reference. */
export const summary =
  "The reservation blocks (50, 66): the provider's widget script renders date, time and party pickers into `.reservation-wrapper`; preview only for a signed-in owner.";

/** The reservation blocks' fields. */
export const fields = {
  scriptUrl: text({
    required: true,
    description: "The provider's widget script (loaded once per page); it defines `window.ReservationWidget.render(container, options)`.",
  }),
  restaurantId: text({ description: 'The restaurant at the provider, passed to the widget.' }),
  timeoutMs: num({ integer: true, min: 1, default: 10000, description: 'How long the script may take to load, and the pickers to render after it, in ms.' }),
};

/** The reservation data as read. */
export type ReservationData = Values<typeof fields>;
