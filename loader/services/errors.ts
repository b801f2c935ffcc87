import type { Service } from '../services.ts';

/**
 * The one trigger of the lazy `services` module (error reporter, Escape
 * fallbacks, owner and visitor flows), this small because loader.js has a
 * hard size budget.
 *
 * The error listeners go on when loader.js is evaluated (the module body,
 * not the service), so errors from page start are caught: uncaught errors
 * and unhandled rejections wait in `queue`. The module loads at once for a
 * signed-in account (the owner redirect cannot wait), on the first error,
 * or when the browser is idle; it then empties the queue into the reporter
 * (and does so again for each later error), checks every start-up flow's
 * condition itself and listens for the Escape key's fallbacks. The router
 * is under 1 KB gzip; what it routes to loads only when used.
 */
const queue: Event[] = [];
let load: (() => unknown) | undefined;
const onError = (event: Event): void => {
  queue.push(event) == 1 && load?.();
};
addEventListener('error', onError);
addEventListener('unhandledrejection', onError);

/** Arms the loading of `services`: now for a signed-in account or a waiting error, else at idle. */
export const siteServices: Service = ({ context, load: loadModule }) => {
  load = () => loadModule<{ take(queue: Event[]): void }>('services').then((module) => module.take(queue));
  context.authenticatedAccount || queue[0] ? load() : (window.requestIdleCallback ?? setTimeout)(load);
};
