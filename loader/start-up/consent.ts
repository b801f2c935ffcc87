import type { Service } from '../start-up.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { fail } from '../log.ts';

/**
 * Whether the visitor chose on this site's banner: a cookie named exactly `ss_cookieAllowed`
 * holding `true` or `false`. `old_ss_cookieAllowed`, another value, or cookies that cannot
 * be read (a sandboxed frame throws) are no choice (behaviour/start-up.md#security-model).
 */
const consentChosen = (): boolean => {
  try {
    return /(^|; )ss_cookieAllowed=(true|false)(;|$)/.test(ownDoc.cookie);
  } catch {
    return false;
  }
};

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
    runtime.load('cookie-banner').then(
      (m) => m.start({ runtime, held: event ? [[event, payload]] : [] }),
      (error) => fail('the cookie banner failed to start', error),
    );
  if ((runtime.context.cookieSettings as { isCookieBannerEnabled?: unknown } | undefined)?.isCookieBannerEnabled && !consentChosen()) open();
  for (const event of ['show', 'update'] as const) runtime.bus.on('cookie-banner:' + event, (payload: unknown) => open(event, payload));
};
