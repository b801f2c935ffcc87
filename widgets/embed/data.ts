/**
 * The embed block's data declaration (block type 22,
 * docs/behaviour/start-up.md#platform-markup; docs/behaviour/blocks.md#block-data-declaration): the one statement of the
 * fields it reads, from which the widget reads them, `site-runtime check`
 * reports and docs/block-schemas.md is written. The embed is the server's
 * markup, so no value refuses the block. Nothing here becomes markup or script.
 */
import { text } from '../../src/block-data/fields.ts';

/** One line for the block-schema reference. */
export const summary =
  "The embed block (22): the server's embed HTML in `.embed-block-wrapper` is kept as it is; the JSON only names it. Nothing in the data becomes markup or script.";

/** The embed block's fields. */
export const fields = {
  html: text({ description: 'The embed code as the server rendered it. Never inserted: the markup already holds it.' }),
  url: text({ description: 'The embedded page; shown as a link when the markup holds no embed.' }),
  resolvedBy: text({ description: 'The service that resolved the embed (read, not used by this runtime).' }),
  providerName: text({ description: "The embed's provider (read, not used by this runtime)." }),
};
