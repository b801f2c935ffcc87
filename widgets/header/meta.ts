/** The header block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'sections/header.html',
  selector: '#header',
  cost: 'sections-first-view',
  visitor: 'On a narrow screen, opens and closes the menu with the burger button (Escape closes it too); a folder in the menu opens its sub-menu and Back returns to the list.',
};
