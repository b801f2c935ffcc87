import type { BlockMount } from '../block-context.ts';
import { fetchWidgetRendering, replaceWithRendering } from '../widget-rendering.ts';
import { mountProviderEmbed } from './provider-embed.ts';
import { PROVIDER_EMBEDS, type RenderingBlockName } from './providers.ts';

/**
 * The mount of a third-party block whose content is the server's rendering
 * (docs/behaviour/third-party.md#third-party-blocks): its row of the table, fetched
 * through the data layer. Such a block always asks for its rendering when it
 * mounts, so the data layer is a static import here: the build lists it with
 * the widget's chunk and it arrives with it, not a round trip after the
 * mount (docs/behaviour/chunks.md#no-waterfall). The script providers' widgets never
 * import it.
 */
export function renderingMount(name: RenderingBlockName): BlockMount {
  const embed = { ...PROVIDER_EMBEDS[name], render: fetchWidgetRendering, insert: replaceWithRendering };
  return (element, data, context) => mountProviderEmbed(element, data, context, embed);
}
