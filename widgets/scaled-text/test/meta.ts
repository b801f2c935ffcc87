/** The scaled-text block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'content/data-block.html',
  selector: '#db-scaled',
  cost: 'content-block-first-view',
  visitor: 'Reads the text on one line at the largest size that fits (refitted after a resize).',
  check: async ({ block, expect }) => {
    const line = block.locator('p').first();
    expect(await line.evaluate((p) => p.scrollWidth <= (p.parentElement?.clientWidth ?? 0) + 1)).toBe(true);
  },
};
