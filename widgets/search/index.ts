/** The search block (33): the server's rendering (docs/behaviour.md#third-party-blocks). */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { mountProviderEmbed, type ProviderEmbed } from '../../src/embeds/provider-embed.ts';

const EMBED: ProviderEmbed = { kind: 'rendering', provider: 'the search page' };

/** Replaces the block's content with the server's rendering; a failure leaves the markup and a link. */
export function mount(element: HTMLElement, data: unknown, context: BlockContext): Cleanup {
  return mountProviderEmbed(element, data, context, EMBED);
}

// The one widget contract (behaviour.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
