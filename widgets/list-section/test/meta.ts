/** The list-section block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'sections/list-carousel.html',
  selector: '[data-controller="UserItemsListCarousel"]',
  cost: 'sections-first-view',
  visitor: 'Moves the carousel with its arrow buttons (the mobile arrows on a narrow screen).',
  // The look is the site stylesheet's (not on this page); the carousel's position is the runtime's.
  check: async ({ block, expect }) => {
    const previous = block.locator('.user-items-list-carousel__arrow-button--left');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await block.locator('.user-items-list-carousel__arrow-button--right').click();
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
  },
};
