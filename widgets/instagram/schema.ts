/** One line for the block-schema reference. */
export const summary = 'The instagram block (25): Instagram\'s script (`https://www.instagram.com/embed.js`), loaded once per page; a link to the provider stays if it cannot load.';

export { providerEmbedSchema as schema } from '../../src/embeds/provider-embed-schema.ts';
