/**
 * The third-party blocks' one table (docs/behaviour/third-party.md#third-party-blocks): by
 * widget folder, how each loads its provider's content, a script loaded once
 * per page or the server's rendering. Each widget's `index.ts` is its row's
 * mount, its `data.ts` the shared declaration, and the tests and docs take
 * their lists of these blocks from here too, so a provider block is one row
 * (plus its folder's three one-line files).
 */
import type { BlockMount } from '../block-context.ts';
import { mountProviderEmbed, type ProviderEmbed } from './provider-embed.ts';

/** Every third-party block, by widget folder name. */
export const PROVIDER_EMBEDS = {
  acuity: { kind: 'script', provider: 'Acuity Scheduling', scriptUrl: 'https://embed.acuityscheduling.com/js/embed.js', global: 'AcuityEmbed' },
  fivehundredpix: { kind: 'script', provider: '500px', scriptUrl: 'https://500px.com/embed.js', global: 'PXEmbed' },
  flickr: { kind: 'script', provider: 'Flickr', scriptUrl: 'https://embedr.flickr.com/assets/client-code.js', global: 'FlickrEmbedr' },
  instagram: {
    kind: 'script',
    provider: 'Instagram',
    scriptUrl: 'https://www.instagram.com/embed.js',
    global: 'instgrm',
    start: (api) => (api as { Embeds: { process(): void } }).Embeds.process(),
  },
  soundcloud: { kind: 'script', provider: 'SoundCloud', scriptUrl: 'https://w.soundcloud.com/player/api.js', global: 'SC' },
  zola: { kind: 'script', provider: 'Zola', scriptUrl: 'https://widget.zola.com/js/widget.js', global: 'ZolaWidget' },
  audio: { kind: 'rendering', provider: 'the audio host' },
  calendar: { kind: 'rendering', provider: 'the calendar' },
  search: { kind: 'rendering', provider: 'the search page' },
  'tour-dates': { kind: 'rendering', provider: 'Songkick' },
} as const satisfies Record<string, ProviderEmbed>;

/** A third-party block's folder name. */
export type ProviderBlockName = keyof typeof PROVIDER_EMBEDS;

/** The third-party blocks whose content is the server's rendering (their mount: src/embeds/rendering-mount.ts). */
export type RenderingBlockName = { [K in ProviderBlockName]: (typeof PROVIDER_EMBEDS)[K]['kind'] extends 'rendering' ? K : never }[ProviderBlockName];

/** The mount of a third-party block that loads its provider's script: its row of the table, through the one shared mount. */
export function providerMount(name: Exclude<ProviderBlockName, RenderingBlockName>): BlockMount {
  const embed = PROVIDER_EMBEDS[name];
  return (element, data, context) => mountProviderEmbed(element, data, context, embed);
}
