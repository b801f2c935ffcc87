/** The shape block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'content/data-block.html',
  selector: '#db-shape',
  cost: 'content-block-first-view',
  visitor: "Sees the shape at its group's proportions at any width.",
};
