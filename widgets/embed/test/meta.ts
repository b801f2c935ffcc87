/** The embed block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'content/data-block.html',
  selector: '#db-embed',
  cost: 'content-block-first-view',
  visitor: 'Uses the embedded content (here an iframe) as the server wrote it, at its aspect ratio; nothing in the data becomes script.',
};
