/** The image-zoom block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'commerce/product-71.html',
  selector: '.ProductItem-gallery-slides-item[data-controller="ImageZoom"]',
  cost: 'product-page-71',
  visitor: 'Hovers a product image to magnify it under the pointer; by keyboard, Enter zooms, the arrow keys move, Escape leaves.',
};
