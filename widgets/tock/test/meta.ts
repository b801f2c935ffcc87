/** The tock block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'commerce/tock.html',
  selector: '#block-tock-narrow',
  cost: 'content-block-first-view',
  visitor: "Books through Tock's widget; if it cannot load, the link to the business stays.",
};
