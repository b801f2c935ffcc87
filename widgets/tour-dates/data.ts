/** One line for the block-schema reference. */
export const summary =
  "The tour-dates block (59): its content is the server's rendering (`POST /api/widget/GetWidgetRendering`); the markup stays, with a link, if it cannot load.";

/** Its fields: the third-party blocks' shared declaration (docs/behaviour/blocks.md#block-data-declaration). */
export { providerEmbedFields as fields } from '../../src/embeds/provider-embed-data.ts';
