/** One line for the block-schema reference. */
export const summary =
  "The zola block (63): Zola's script (`https://widget.zola.com/js/widget.js`), loaded once per page; a link to the provider stays if it cannot load.";

/** Its fields: the third-party blocks' shared declaration (docs/behaviour/blocks.md#block-data-declaration). */
export { providerEmbedFields as fields } from '../../src/embeds/provider-embed-data.ts';
