/**
 * The start-up flows, each behind its own check and in its own chunk:
 * the owner redirect (and, when staying, the owner's logout and upgrade
 * links), the `logout=true` information dialog, session recording's gate
 * and the page modules (each by its `trigger.json`: the cart and
 * reviews-request page types among them).
 */
import type { SiteRuntime } from '../../runtime-api.ts';
import { holdLayer } from '../../layers/stack.ts';
import { contained } from './contained.ts';
import { startPageModules } from './page-modules.ts';

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
        (error: unknown) => {
          release();
          throw error;
        },
      ),
    );
  }
  if (site.featureToggles) start('session recording', () => import('../owner/session-recording.ts').then((module) => module.startSessionRecording(runtime)));
  start('the page modules', () => startPageModules(runtime));
  return Promise.all(flows).then(() => undefined);
}
