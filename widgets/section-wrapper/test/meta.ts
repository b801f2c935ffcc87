/** The section-wrapper block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'platform/page-images.html',
  selector: '#section-1',
  cost: 'sections-first-view',
  visitor: "Sees the section's background image framed on its focal point at any window size.",
};
