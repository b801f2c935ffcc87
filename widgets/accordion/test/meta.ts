/** The accordion block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'blocks/platform.html',
  selector: '#block-yui_3_17_2_1_1700000000000_1003',
  cost: 'content-block-first-view',
  visitor:
    "Opens and closes each item with a click, Enter or Space on its button (`aria-expanded` follows); the block's settings decide whether opening one closes the others.",
  check: async ({ block, expect }) => {
    await block.locator('button[aria-expanded="false"]').first().press('Enter');
    await expect(block.locator('button[aria-expanded="true"]')).not.toHaveCount(0);
  },
};
