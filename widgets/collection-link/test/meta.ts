/** The collection-link block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'blocks/collection-link.html',
  selector: '#block-collection-links',
  cost: 'content-block-first-view',
  visitor: "Follows the server's links to the collection; they are kept as served, never replaced by a rendering.",
  check: async ({ block, expect }) => expect(block.getByRole('link', { name: 'Spring prints' })).toHaveAttribute('href', '/shop/spring-prints'),
};
