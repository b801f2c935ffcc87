/**
 * A page reached with `logout=true` says so (first seed, section 2): the
 * information dialog 'Logout Successful' / 'You have been successfully
 * logged out.', top right, gone after 2000 ms.
 */
import type { DialogHandle } from '../dialog/dialog.ts';
import { LOGOUT_STRINGS } from './strings.ts';

/**
 * Shows the notice (the dialogs' chunk loads on demand). Side effect:
 * `logout` is taken out of the address (history.replaceState), so a reload
 * or a shared link does not say it again.
 */
export async function showLogoutNotice(): Promise<DialogHandle> {
  const url = new URL(location.href);
  url.searchParams.delete('logout');
  try {
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  } catch {
    // A sandboxed frame may refuse; the notice still shows.
  }
  const { informationDialog } = await import('../dialog/module.ts');
  return informationDialog(LOGOUT_STRINGS.title, LOGOUT_STRINGS.message);
}
