/** The text-highlight block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'content/data-block.html',
  selector: '#db-highlight',
  cost: 'content-block-first-view',
  visitor: 'Sees each marked phrase drawn over with a shape as it scrolls into view (drawn at once with reduced motion).',
};
