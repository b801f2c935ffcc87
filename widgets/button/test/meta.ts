/** The button block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'platform/image-blocks.html',
  selector: '#block-button',
  cost: 'content-block-first-view',
  visitor: "Follows the link like any link; the click is counted by the census analytics with the button's text, URL, alignment and size.",
};
