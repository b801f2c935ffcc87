/**
 * The start-up flows, each behind its own check and in its own chunk:
 * the owner redirect (and, when staying, the owner's logout and upgrade
 * links), the `logout=true` information dialog, the page modules of the
 * cart and reviews-request page types, and session recording's gate.
 */
import { PAGE_TYPE } from '../../enums/page-type.ts';
import type { SiteRuntime } from '../../runtime-api.ts';

function contained(what: string): (error: unknown) => void {
  return (error) => console.error(`[site-runtime] ${what} failed:`, error);
}

/** Starts every flow whose condition holds on this page. */
export function startFlows(runtime: SiteRuntime, search: URLSearchParams = new URLSearchParams(location.search)): void {
  const site = runtime.context;
  if (site.authenticatedAccount) {
    import('../owner/owner.ts').then((module) => module.startOwner(runtime)).catch(contained('the owner flow'));
  }
  if (search.get('logout') === 'true') {
    import('../owner/logout-notice.ts').then((module) => module.showLogoutNotice()).catch(contained('the logout notice'));
  }
  if (site.pageType === PAGE_TYPE.CART) {
    import('../../page-modules/cart.ts').then((module) => module.start(runtime)).catch(contained('the cart page module'));
  }
  if (site.pageType === PAGE_TYPE.REVIEWS_REQUEST) {
    import('../../page-modules/reviews-request.ts').then((module) => module.start(runtime)).catch(contained('the reviews page module'));
  }
  if (site.featureToggles) {
    import('../owner/session-recording.ts').then((module) => module.startSessionRecording(runtime)).catch(contained('session recording'));
  }
}
