/** The blog-image-loader controller's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'sections/blog-grid.html',
  selector: '[data-controller="BlogImageLoader"]',
  cost: 'sections-first-view',
  visitor: "Sees each post's image in the blog list, sharp for its box and cropped around its subject, loaded as it comes into view.",
  check: async ({ block, expect }) => {
    await expect(block.locator('img').first()).toHaveAttribute('src', /format=\d+w/);
  },
};
