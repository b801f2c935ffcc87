import type { Service } from '../services.ts';
import type { SiteModule } from '../../src/site-module.ts';
import { fail } from '../log.ts';

/**
 * The cookie banner check, at start-up: when the banner is enabled and no
 * `ss_cookieAllowed` cookie exists, the `cookie-banner` module loads at once
 * (not at idle), so the banner shows as early as it can. Everything else
 * (settings, screenshot mode, the UI, the choice) lives in that module.
 * `cookie-banner:show` and `cookie-banner:update` load it too and are handed
 * over to its `start` as held calls. Kept this small because the loader has a
 * hard size budget.
 */
export const consent: Service = (runtime) => {
  const open = (event?: 'show' | 'update', payload?: unknown) =>
    runtime.load<SiteModule>('cookie-banner').then((m) => m.start({ runtime, held: event ? [[event, payload]] : [] }), fail);
  if ((runtime.context.cookieSettings as { isCookieBannerEnabled?: unknown } | undefined)?.isCookieBannerEnabled && !/ss_cookieAllowed=/.test(document.cookie)) open();
  for (const event of ['show', 'update'] as const) runtime.bus.on('cookie-banner:' + event, (payload: unknown) => open(event, payload));
};
