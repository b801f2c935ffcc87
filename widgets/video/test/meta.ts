/** The video block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'blocks/video.html',
  selector: '#block-video-3',
  cost: 'video-first-view',
  visitor: 'Sees the thumbnail and title; clicking the play button (or Enter) replaces it with the player.',
  check: async ({ block, expect }) => {
    await block.getByRole('button').first().click();
    await expect(block.locator('iframe')).toHaveCount(1);
  },
};
