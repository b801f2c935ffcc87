/** The lightbox block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'commerce/product-71.html',
  selector: '[data-controller="Lightbox"]',
  cost: 'product-page-71',
  visitor: 'Opens the product image full size (click the image, or the View full size button), moves with the arrows, closes with Escape.',
};
