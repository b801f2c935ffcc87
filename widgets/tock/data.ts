/**
 * The Tock block's data declaration (docs/behaviour/blocks.md#block-data-declaration):
 * the one statement of the fields it reads, from which the widget reads
 * them, `site-runtime check` reports and docs/block-schemas.md is written.
 * Without Tock's script or the business there is nothing to render: those
 * two refuse the block (the markup's link to the business stays).
 */
import type { Values } from '../../src/block-data/field.ts';
import { num, text } from '../../src/block-data/fields.ts';

/** One line for the block-schema reference. */
export const summary =
  "The Tock block (68): Tock's script, loaded once per page, fills `#Tock_widget_container`; column layout at 750 px or less; the markup's link to the business stays if it cannot load.";

/** The Tock block's fields. */
export const fields = {
  scriptUrl: text({ required: true, description: "Tock's script; it defines the global `tock(command, name)`." }),
  businessName: text({ required: true, description: 'The business at Tock, passed to `tock("init", name)`.' }),
  timeoutMs: num({ integer: true, min: 1, default: 10000, description: 'How long the script may take to load, in ms.' }),
};

/** The Tock data as read. */
export type TockData = Values<typeof fields>;
