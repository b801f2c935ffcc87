/** The user-account-link block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'sections/account-link.html',
  selector: '.customerAccountLoginDesktop',
  cost: 'sections-first-view',
  visitor: 'Signed out, reads "Login" and opens the login dialog with a click or Enter; signed in, reads "Account" and follows it to the account page.',
  check: async ({ block, expect }) => {
    await expect(block).toHaveClass(/\bloaded\b/);
  },
};
