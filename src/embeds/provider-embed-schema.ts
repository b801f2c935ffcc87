import * as z from 'zod/mini';

/**
 * The data of a third-party block (docs/behaviour.md#third-party-blocks):
 * where the provider's page is (the fallback link), and for script blocks
 * which script to load; both optional, as the markup may carry the link.
 */
export const providerEmbedSchema = z.object({
  url: z.optional(
    z.string().register(z.globalRegistry, { description: "The provider's page for this content (http or https): the fallback link when the block cannot load." }),
  ),
  scriptUrl: z.optional(z.string().register(z.globalRegistry, { description: "Script blocks: the provider's script, instead of the default (fixtures point at local stand-ins)." })),
  collectionId: z.optional(z.string().register(z.globalRegistry, { description: 'Server-rendered blocks showing a collection (events): sent with the rendering request.' })),
  timeoutMs: z._default(z.int().check(z.gte(1)), 10000).register(z.globalRegistry, { description: 'How long the script or the rendering may take.' }),
});

/** A third-party block's validated data. */
export type ProviderEmbedData = z.infer<typeof providerEmbedSchema>;
