/**
 * The signed-in account's start-up flow: the owner redirect to the config
 * area, and when the owner stays on the page (viewer-only, developer or
 * cloneable mode, localhost, `noredirect`), its logout and upgrade links.
 */
import type { SiteRuntime } from '../../runtime-api.ts';
import { logout } from './logout.ts';
import { ownerRedirectTarget } from './redirect.ts';
import { mountUpgradeLinks } from './upgrade.ts';
import { ownDoc } from '../../dom/doc.ts';

/** Redirects the owner, or mounts the owner's links. */
export function startOwner(runtime: SiteRuntime): void {
  const target = ownerRedirectTarget(runtime.context);
  if (target) {
    // replace: Back from the config area must not bounce through this page again.
    location.replace(target);
    return;
  }
  mountUpgradeLinks(document);
  ownDoc.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-logout]')) return;
    event.preventDefault();
    void logout(runtime);
  });
}
