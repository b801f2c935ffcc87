/** The section background video's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'sections/video-background.html',
  selector: '[data-section-id="6a00000000000000000000c1"] [data-controller="VideoBackgroundNative"]',
  shows: 'section[data-section-id="6a00000000000000000000c1"]',
  cost: 'sections-first-view',
  visitor: "Sees the section's background video playing, muted and looping, behind its content; with reduced motion, its poster.",
};
