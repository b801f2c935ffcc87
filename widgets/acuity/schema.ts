/** One line for the block-schema reference. */
export const summary = 'The acuity block (65): Acuity Scheduling\'s script (`https://embed.acuityscheduling.com/js/embed.js`), loaded once per page; a link to the provider stays if it cannot load.';

export { providerEmbedSchema as schema } from '../../src/embeds/provider-embed-schema.ts';
