/** The product-gallery block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'commerce/product-71.html',
  selector: '[data-controller="ProductGallery"]',
  cost: 'product-page-71',
  visitor: 'Sees the product image; a thumbnail (click, or Enter, Left and Right on the thumbnails) shows its image.',
  check: async ({ block, expect }) => {
    const first = block.locator('.ProductItem-gallery-slides-item').first();
    await expect(first.locator('img')).toHaveAttribute('src', /[?&]format=\d+w$/);
    await expect(first).toHaveClass(/\bloaded\b/);
  },
};
