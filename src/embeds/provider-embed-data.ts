/**
 * The data declaration of a third-party block (docs/behaviour/third-party.md#third-party-blocks;
 * docs/behaviour/blocks.md#block-data-declaration): where the provider's page is
 * (the fallback link), and for script blocks which script to load; all
 * optional, as the markup may carry the link, so no value refuses the block.
 * Each third-party widget's `data.ts` names this table as its `fields`.
 */
import { num, text } from '../block-data/fields.ts';

/** A third-party block's fields. */
export const providerEmbedFields = {
  url: text({ description: "The provider's page for this content (http or https): the fallback link when the block cannot load." }),
  scriptUrl: text({ description: "Script blocks: the provider's script, instead of the default (fixtures point at local stand-ins)." }),
  collectionId: text({ description: 'Server-rendered blocks showing a collection (events): sent with the rendering request.' }),
  timeoutMs: num({ integer: true, min: 1, default: 10000, description: 'How long the script or the rendering may take, in ms.' }),
};
