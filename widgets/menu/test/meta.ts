/** The menu block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'content/data-block.html',
  selector: '#db-menu',
  cost: 'content-block-first-view',
  visitor: 'Switches between the menus with the tabs (click, or arrow keys, Home and End as in any tab list).',
  check: async ({ block, expect }) => {
    await block.getByRole('tab', { name: 'Lunch' }).click();
    await expect(block.getByRole('tab', { name: 'Lunch' })).toHaveAttribute('aria-selected', 'true');
    await expect(block.getByRole('tabpanel')).toContainText('Soup of the day');
  },
};
