/** The section-divider block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'sections/divider.html',
  selector: '[data-section-id="6a00000000000000000000e1"] [data-controller="SectionDivider"]',
  shows: 'section[data-section-id="6a00000000000000000000e1"]',
  cost: 'sections-first-view',
  visitor: "Sees the section end in its divider shape (and stroke) at the section's real size, redrawn when the window resizes.",
};
