/** The member-area block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'commerce/member-area.html',
  selector: '#block-members',
  cost: 'content-block-first-view',
  visitor: "Switches between the two pricing options (the buttons' `aria-pressed` follows) to see that option's price and join button.",
  check: async ({ block, expect }) => {
    const side = await block.locator('[data-pricing-option][aria-pressed="false"]').first().getAttribute('data-pricing-option');
    const unpressed = block.locator(`[data-pricing-option="${side}"]`);
    await unpressed.click();
    await expect(unpressed).toHaveAttribute('aria-pressed', 'true');
  },
};
