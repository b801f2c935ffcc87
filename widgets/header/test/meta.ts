/** The header block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'sections/header.html',
  selector: '#header',
  cost: 'sections-first-view',
  needs:
    "A stylesheet: the runtime wires the burger, the menu and its folders and sets their states (`header--menu-open` on <body>, a folder's panel `header-menu-nav-folder--active`), and the site's stylesheet says what each state looks like. Without the platform's, start from [the minimal one](../../fixtures/pages/sections/header-minimal.css) (its page: `fixtures/pages/sections/header-minimal.html`).",
  visitor:
    'On a narrow screen, opens and closes the menu with the burger button (Escape closes it too); a folder in the menu opens its sub-menu and Back returns to the list.',
};
