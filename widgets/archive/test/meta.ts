/** The archive block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'content/archive.html',
  selector: '#block-archive',
  cost: 'content-block-first-view',
  visitor:
    "Opens a month to see its posts, and closes it again, with a click, Enter or Space on the month's name (`aria-expanded` follows); then follows a post's link.",
  check: async ({ block, expect }) => {
    const month = block.getByRole('button', { name: 'November 2026' });
    await expect(month).toHaveAttribute('aria-expanded', 'false');
    await expect(block.getByRole('link', { name: 'Winter hours' })).toBeHidden();
    await month.press('Enter');
    await expect(month).toHaveAttribute('aria-expanded', 'true');
    await expect(block.getByRole('link', { name: 'Winter hours' })).toBeVisible();
    await month.press(' ');
    await expect(month).toHaveAttribute('aria-expanded', 'false');
  },
};
