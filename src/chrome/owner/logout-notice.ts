/**
 * A page reached with `logout=true` says so (behaviour/services.md#owner): the
 * information dialog 'Logout Successful' / 'You have been successfully
 * logged out.', top right, gone after 2000 ms.
 */
import type { DialogHandle } from '../dialog/dialog.ts';
import { holdLayer } from '../../layers/stack.ts';
import { openHeld } from '../../layers/open-held.ts';
import { t } from '../../catalogue/index.ts';
import { LOGOUT_TEXT } from '../../catalogue/en/logout.ts';

/**
 * Shows the notice (the dialogs' chunk loads on demand). Side effect:
 * `logout` is taken out of the address (history.replaceState), so a reload
 * or a shared link does not say it again.
 *
 * `release` is the notice's place on the Escape stack, held from the moment
 * the notice was decided on (the services router holds it before this chunk
 * loads): an Escape pressed before the dialog exists dismisses the notice
 * and never reaches the Escape fallbacks, which could send the visitor to
 * log in.
 */
export async function showLogoutNotice(release: () => boolean = holdLayer('information')): Promise<DialogHandle> {
  const url = new URL(location.href);
  url.searchParams.delete('logout');
  try {
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  } catch {
    // A sandboxed frame may refuse; the notice still shows.
  }
  // Read as it shows: the active language's wording.
  return openHeld(
    release,
    () => import('../dialog/module.ts'),
    ({ informationDialog }) => informationDialog(t(LOGOUT_TEXT, 'title'), t(LOGOUT_TEXT, 'message')),
  );
}
