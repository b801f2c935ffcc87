/**
 * The third-party blocks (docs/behaviour/third-party.md#third-party-blocks): audio,
 * SoundCloud, Flickr, Instagram, 500px, Zola, Acuity (the provider's
 * script, loaded once per page and only when such a block is on it), and tour dates, calendar, search and collection link (the server's
 * rendering). Each has a time limit; a failure is logged only and the block
 * keeps (or gains) a readable link to the provider.
 */
import type { BlockContext, Cleanup } from '../block-context.ts';
import { useBlockData } from '../block-data/use-block-data.ts';
import { loadScript } from '../dom/load-script.ts';
import { fail } from '../log.ts';
import { ensureFallbackLink } from './fallback-link.ts';
import { providerEmbedFields } from './provider-embed-data.ts';

/** How one provider's block loads. */
export type ProviderEmbed =
  | {
      kind: 'script';
      /** The provider's name, for the fallback link ('Open on SoundCloud'). */
      provider: string;
      /** The provider's script when the block data names none. */
      scriptUrl: string;
      /** The global the script defines: the script counts as loaded once it is there. */
      global: string;
      /** Runs after the script is in, to have it process this block (e.g. `instgrm.Embeds.process()`). */
      start?: (api: unknown, host: HTMLElement) => void;
    }
  | { kind: 'rendering'; provider: string };

/**
 * What the mount needs: a script provider's row, or a `rendering` row with
 * the function that fetches the server's rendering
 * (src/widget-rendering.ts `fetchWidgetRendering`).
 */
export type MountedEmbed =
  | Extract<ProviderEmbed, { kind: 'script' }>
  | {
      kind: 'rendering';
      provider: string;
      render: typeof import('../widget-rendering.ts').fetchWidgetRendering;
      /** Puts the rendering in the block, through the sanitizer. */
      insert: typeof import('../widget-rendering.ts').replaceWithRendering;
    };

/** Classes a third-party block carries: loading, then loaded, or failed. */
const EMBED_CLASSES = { loading: 'provider-embed--loading', loaded: 'provider-embed--loaded', failed: 'provider-embed--failed' } as const;

/**
 * Mounts one third-party block as `embed` says; a `rendering` block fetches
 * through its `render`, which its widget imports (statically, so the data
 * layer travels with the widget's chunk: docs/behaviour/chunks.md#no-waterfall). Never
 * throws for the provider's failure (logged, fallback link left); invalid
 * block data does throw (the block is marked `error` with its markup as it was).
 */
export function mountProviderEmbed(element: HTMLElement, raw: unknown, context: BlockContext, embed: MountedEmbed): Cleanup {
  const data = useBlockData(providerEmbedFields, raw, context);
  const host = element.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? element;
  const serverMarkup = [...host.childNodes];
  let active = true;
  let added: Element | undefined;
  element.classList.add(EMBED_CLASSES.loading);

  const done = (error?: unknown): void => {
    if (!active) return;
    element.classList.remove(EMBED_CLASSES.loading);
    element.classList.add(error === undefined ? EMBED_CLASSES.loaded : EMBED_CLASSES.failed);
    if (error === undefined) return;
    fail(`block #${context.id} (${context.type}): ${embed.kind === 'script' ? `the ${embed.provider} script` : 'the server rendering'} failed:`, error);
    added = ensureFallbackLink(host, data.url, embed.provider);
  };

  if (embed.kind === 'script') {
    const global = embed.global;
    const api = (): unknown => (window as unknown as Record<string, unknown>)[global];
    // Block data may point at a stand-in on this site, never at another host.
    loadScript(data.scriptUrl ?? embed.scriptUrl, { timeoutMs: data.timeoutMs, ready: api, host: new URL(embed.scriptUrl).host, field: 'scriptUrl' })
      .then(() => {
        if (active) embed.start?.(api(), host);
      })
      .then(() => done(), done);
  } else {
    embed
      .render({ type: context.type, id: context.id, value: raw ?? {}, collectionId: data.collectionId, timeoutMs: data.timeoutMs })
      .then((html) => {
        if (!active) return;
        // The server's HTML for this block: an answer, so it goes through the sanitizer (docs/security.md#html).
        embed.insert(host, html);
      })
      .then(() => done(), done);
  }

  return () => {
    active = false;
    added?.remove();
    element.classList.remove(EMBED_CLASSES.loading, EMBED_CLASSES.loaded, EMBED_CLASSES.failed);
    if (embed.kind === 'rendering') host.replaceChildren(...serverMarkup);
  };
}
