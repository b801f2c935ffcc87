/**
 * The start-up flows, each behind its own check and in its own chunk:
 * the owner redirect (and, when staying, the owner's logout and upgrade
 * links), the `logout=true` information dialog, the page modules of the
 * cart and reviews-request page types, and session recording's gate.
 */
import type { SiteRuntime } from '../../runtime-api.ts';
import { holdLayer } from '../../layers/stack.ts';
import { contained } from './contained.ts';
import { startPageModules } from './page-modules.ts';

/**
 * The page types with page modules (behaviour.md#page-modules): the values of
 * PAGE_TYPE.CART and PAGE_TYPE.REVIEWS_REQUEST (src/enums/page-type.ts),
 * written out because importing that table would add a chunk to every
 * page; a unit test keeps them equal.
 */
export const PAGE_MODULE_TYPES = { cart: 200, reviewsRequest: 209 } as const;

/**
 * Starts every flow whose condition holds on this page; resolves when each
 * has started (or failed, logged), so `data-site-services="ready"` can say so.
 */
export function startFlows(runtime: SiteRuntime, search: URLSearchParams = new URLSearchParams(location.search)): Promise<void> {
  const site = runtime.context;
  const flows: Promise<unknown>[] = [];
  const start = (what: string, flow: () => Promise<unknown>): void => {
    flows.push(flow().catch(contained(what)));
  };
  if (site.authenticatedAccount) start('the owner flow', () => import('../owner/owner.ts').then((module) => module.startOwner(runtime)));
  if (search.get('logout') === 'true') {
    // Held now, before the notice's code loads: see showLogoutNotice.
    const release = holdLayer('information');
    start('the logout notice', () =>
      import('../owner/logout-notice.ts').then(
        (module) => module.showLogoutNotice(release),
        (error: unknown) => (release(), Promise.reject(error)),
      ),
    );
  }
  if (site.pageType === PAGE_MODULE_TYPES.cart) start('the cart page module', () => import('../../page-modules/cart.ts').then((module) => module.start(runtime)));
  if (site.pageType === PAGE_MODULE_TYPES.reviewsRequest) {
    start('the reviews page module', () => import('../../page-modules/reviews-request.ts').then((module) => module.start(runtime)));
  }
  if (site.featureToggles) start('session recording', () => import('../owner/session-recording.ts').then((module) => module.startSessionRecording(runtime)));
  start('the page modules', () => startPageModules(runtime));
  return Promise.all(flows).then(() => undefined);
}
