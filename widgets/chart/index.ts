/** The chart block (62): Chart.js's script, loaded once per page (docs/behaviour.md#third-party-blocks). */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { mountProviderEmbed, type ProviderEmbed } from '../../src/embeds/provider-embed.ts';

const EMBED: ProviderEmbed = {
  kind: 'script',
  provider: 'Chart.js',
  scriptUrl: 'https://cdn.jsdelivr.net/npm/chart.js',
  global: 'Chart',
};

/** Loads the provider's script for this block; a failure leaves a link to the provider. */
export function mount(element: HTMLElement, data: unknown, context: BlockContext): Cleanup {
  return mountProviderEmbed(element, data, context, EMBED);
}

// The one widget contract (behaviour.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
