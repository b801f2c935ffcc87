/** The form block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'forms/handwritten.html',
  selector: '#block-contact',
  cost: 'react-block-first-view',
  visitor:
    "Fills in the fields (labels, required marks and errors announced), submits with the button or Enter; sees each field's error, or the success message (the catalogue's default sentence when the block has none).",
  check: async ({ block, expect }) => {
    await block.getByRole('button', { name: 'Send' }).click();
    await expect(block.getByText('required', { exact: false }).first()).toBeVisible();
    await block.getByLabel('Email').fill('reader@example.com');
    await block.getByRole('button', { name: 'Send' }).click();
    await expect(block.getByRole('status')).not.toBeEmpty();
  },
};
