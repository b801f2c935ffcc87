/** The map block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'content/map.html',
  selector: '#block-map',
  cost: 'content-block-first-view',
  visitor: 'Pans and zooms the map with its marker; without a maps key (or when the maps script fails) sees the address and a link to a maps site instead.',
  needs:
    'The maps key and script come from the site context: `website.mapsSettings.apiKey` (the fixture also sets `scriptUrl` to a stand-in). Without them the block shows its address and link. ' +
    "Put the address in the block's content too, as here: the widget replaces it, and if the block's data cannot be read, it is what the visitor sees (an empty content leaves an empty box).",
  // The docs' page has no maps key: the address and a link to a maps site, as the page says.
  check: async ({ block, expect }) => {
    await expect(block.getByRole('link', { name: 'Open in a maps site' })).toBeVisible();
    await expect(block).toContainText('12 Baker Street');
  },
};
