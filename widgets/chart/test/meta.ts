/** The chart block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'content/chart.html',
  selector: '#block-chart-bar',
  cost: 'chart-first-view',
  visitor:
    "Sees the data drawn as a bar, line or pie chart (the data's `type`) with its title and key; a screen reader finds the chart named by its title and the data as a table.",
  check: async ({ block, expect }) => {
    await expect(block.getByRole('img', { name: 'Loaves sold per quarter' }).locator('svg rect.sqs-chart-bar')).toHaveCount(8);
  },
};
