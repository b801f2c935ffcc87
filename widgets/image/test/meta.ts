/** The image block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'platform/image-blocks.html',
  selector: '#block-card',
  cost: 'image-first-view',
  visitor: 'Sees the image load at the size it is shown (the loader picks the width); with `lightbox: true`, clicks it to open it in the lightbox.',
};
