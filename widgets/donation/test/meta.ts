/** The donation block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'forms/buttons.csp.html',
  selector: '#block-donate',
  cost: 'content-block-first-view',
  visitor: 'Presses the donate button to open the donation page (`data-donate-page-id`) in a dialog; Escape closes it.',
};
