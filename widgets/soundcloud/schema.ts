/** One line for the block-schema reference. */
export const summary = 'The soundcloud block (56): SoundCloud\'s script (`https://w.soundcloud.com/player/api.js`), loaded once per page; a link to the provider stays if it cannot load.';

export { providerEmbedSchema as schema } from '../../src/embeds/provider-embed-schema.ts';
