/** The marquee block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'content/data-block.html',
  selector: '#db-marquee',
  cost: 'content-block-first-view',
  visitor: 'Sees the text scroll along a wave while the block is visible; hovering pauses it when `pausedOnHover` is on; with reduced motion it stands still.',
};
