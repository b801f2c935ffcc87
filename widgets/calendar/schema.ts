/** One line for the block-schema reference. */
export const summary = 'The calendar block (26): its content is the server\'s rendering (`POST /api/widget/GetWidgetRendering`); the markup stays, with a link, if it cannot load.';

export { providerEmbedSchema as schema } from '../../src/embeds/provider-embed-schema.ts';
