/** The background-image-fx controller's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'sections/parallax.html',
  selector: '[data-section-id="6a00000000000000000000a1"] [data-controller="BackgroundImageFXParallax"]',
  shows: 'section[data-section-id="6a00000000000000000000a1"]',
  cost: 'sections-first-view',
  visitor:
    "Sees the section's background image (hidden by the site stylesheet until it is placed) covering the section and moving a little slower than the page as it scrolls; with reduced motion it stays still.",
  check: async ({ block, expect }) => {
    await expect(block.locator('img')).toHaveCSS('visibility', 'visible');
  },
};
