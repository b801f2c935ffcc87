/** One line for the block-schema reference. */
export const summary = 'The chart block (62): Chart.js\'s script (`https://cdn.jsdelivr.net/npm/chart.js`), loaded once per page; a link to the provider stays if it cannot load.';

export { providerEmbedSchema as schema } from '../../src/embeds/provider-embed-schema.ts';
