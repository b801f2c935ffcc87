/**
 * What the data layer does to the page on some failures: the system-error
 * overlay and the login prompt. The overlay is its own chunk, imported on
 * first failure, so a call that succeeds costs nothing of it.
 */
import { findRuntime } from '../runtime-api.ts';
import { configUrl, navigate } from '../editing-frame.ts';
import { holdLayer } from '../layers/stack.ts';
import type { ApiError } from './api-error.ts';
import { fail } from '../log.ts';

/**
 * Shows `error` in the system-error overlay: an authorization failure as
 * the cleaned error, anything else as a network error carrying the message
 * (or the overlay's own fallback when no answer came). Never throws.
 */
export function showFailure(error: ApiError): void {
  fail(`${error.url}: ${error.message}`);
  if (!findRuntime()) return;
  // Held now, before the overlay's code loads: see showSystemError.
  const release = holdLayer('system-error');
  import('../chrome/system-error/module.ts')
    .then(({ showSystemError }) =>
      showSystemError(
        error.kind === 'authorization' ? { kind: 'cleaned' } : { kind: 'network', url: error.url, ...(error.status ? { message: error.message } : {}) },
        undefined,
        release,
      ),
    )
    .catch((failure: unknown) => {
      release();
      fail('the system-error overlay failed to load:', failure);
    });
}

/**
 * The login prompt for `loginRequired`: `login:required` on the bus, then
 * the config area's sign-in, which returns to this page afterwards.
 */
export function openLoginPrompt(): void {
  findRuntime()?.bus.emit('login:required', { url: location.pathname + location.search });
  navigate(configUrl());
}
