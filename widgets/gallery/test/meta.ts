/** The gallery block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'gallery/grid.html',
  selector: '.sqs-block[data-block-type="8"]',
  cost: 'gallery-first-view',
  visitor:
    'Clicks (or presses Enter on) a slide to open it in the lightbox, moves with the arrows, arrow keys or a swipe, closes with Escape or the close button; slideshows move by themselves when autoplay is on.',
  check: async ({ page, block, expect }) => {
    await block.locator('.slide').first().click();
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toHaveCount(0);
  },
};
