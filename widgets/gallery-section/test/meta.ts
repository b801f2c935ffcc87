/** The gallery-section block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'sections/gallery-grid.html',
  selector: '[data-controller="GalleryGrid"]',
  cost: 'sections-first-view',
  visitor: 'Opens an image in the lightbox with a click or Enter, moves with the arrows or arrow keys, closes with Escape.',
};
