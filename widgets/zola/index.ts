/** The zola block (63): Zola's script, loaded once per page (docs/behaviour.md#third-party-blocks). */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { mountProviderEmbed, type ProviderEmbed } from '../../src/embeds/provider-embed.ts';

const EMBED: ProviderEmbed = {
  kind: 'script',
  provider: 'Zola',
  scriptUrl: 'https://widget.zola.com/js/widget.js',
  global: 'ZolaWidget',
};

/** Loads the provider's script for this block; a failure leaves a link to the provider. */
export function mount(element: HTMLElement, data: unknown, context: BlockContext): Cleanup {
  return mountProviderEmbed(element, data, context, EMBED);
}

// The one widget contract (behaviour.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
