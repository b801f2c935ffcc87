/** The social-links block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'content/data-block.html',
  selector: '#db-social',
  cost: 'content-block-first-view',
  visitor: 'Follows a link to each social profile (each link is named for its service).',
};
