/** The summary block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'content/data-block.html',
  selector: '#db-summary',
  cost: 'content-block-first-view',
  visitor:
    "Sees the items laid out by the design (list here; a carousel moves with its arrows), their images loading as they come into view, and follows an item's link.",
};
