/**
 * The metas of the third-party blocks (docs/behaviour/third-party.md#third-party-blocks),
 * from their one table: each is a pinned block of fixtures/pages/commerce/third-party.html, and
 * what it does once ready is show its provider's stand-in or the mock
 * backend's rendering.
 */
import { PROVIDER_EMBEDS, type ProviderBlockName } from '../../src/embeds/providers.ts';
import type { BlockMeta } from './types.ts';

/** A third-party block's meta, by its kind in the one table (src/embeds/providers.ts). */
export function providerMeta(name: ProviderBlockName): BlockMeta {
  return PROVIDER_EMBEDS[name].kind === 'script' ? providerScriptMeta(name) : renderingMeta(name);
}

/** A block that loads its provider's script. */
function providerScriptMeta(name: string): BlockMeta {
  return {
    fixture: 'commerce/third-party.html',
    selector: `#block-${name}`,
    cost: 'content-block-first-view',
    visitor:
      "Sees the provider's widget once its script has loaded; if it cannot load (blocked, offline, 10 s), the link to the provider stays and still works.",
    needs: "`scriptUrl` points at the QA server's stand-in script; leave it out on a real page and the provider's own script is loaded.",
    check: async ({ block, expect }) => expect(block).toContainText(`Rendered by the ${name} stand-in`),
  };
}

/** A block whose content is the server's rendering. */
function renderingMeta(name: string): BlockMeta {
  return {
    fixture: 'commerce/third-party.html',
    selector: `#block-${name}`,
    cost: 'rendered-block-first-view',
    visitor:
      'Sees the content the server renders for the block (`POST /api/widget/GetWidgetRendering`, answered by the mock backend under `serve`); if that fails, the markup and its link stay.',
    check: async ({ block, expect }) => expect(block).toContainText(/Server rendering of the \d+ widget/),
  };
}
