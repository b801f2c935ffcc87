import type { Service } from '../start-up.ts';
import type { HeldCall } from '../../src/site-module.ts';
import { whenIdle } from '../idle.ts';
import { MAX_CONTAINED_REPORTS } from '../../src/log.ts';

/**
 * The one trigger of the lazy `idle-start` module (error reporter, Escape
 * fallbacks, census, owner and visitor flows; docs/behaviour/start-up.md#idle-start),
 * this small because loader.js has a hard size budget.
 *
 * The listeners go on when loader.js is evaluated (the module body, not the
 * task), so nothing from page start is lost (docs/behaviour/start-up.md#escape-key):
 * uncaught errors, unhandled rejections and Escape presses wait in `held`, in
 * the order they happened. The module loads at once for a signed-in account
 * (the owner redirect cannot wait), on the first error, when consent is given
 * (the census counts the page then), or when the browser is idle after the
 * first view; its `start`
 * empties `held` and, from then on, the module listens for Escape itself, so
 * only errors are still held (and handed over by starting it again). These
 * listeners are on before any chunk runs, and every bundle's contained
 * reports arrive here, so their cap is the page's, not a bundle's.
 */
const held: HeldCall[] = [];
let load: (() => unknown) | undefined;
let taken = false;
/** The contained failures reported so far (src/log.ts `report`), whichever bundle raised them. */
let contained = 0;
const onError = (event: Event): void => {
  // A contained failure is an event the runtime raised, not the browser: the page's cap holds
  // here, where every bundle's reports arrive, and one over it reaches no listener after this one.
  if (!event.isTrusted && ++contained > MAX_CONTAINED_REPORTS) return event.stopImmediatePropagation();
  held.push(['error', event]);
  // The first error held starts the module; later ones wait in `held` for it.
  if (held.length === 1) load?.();
};
addEventListener('error', onError);
addEventListener('unhandledrejection', onError);
addEventListener('keydown', (event) => {
  if (!taken && (event.key === 'Escape' || event.keyCode === 27)) held.push(['keydown', event]);
});

/** The longest the idle start waits for the first view to settle before it waits for idle anyway. */
const FIRST_VIEW_WAIT_MS = 3000;

/**
 * Arms the loading of `idle-start`: now for a signed-in account or a waiting error, else at consent,
 * or at idle once the first view has settled (`runtime.ready`, at most {@link FIRST_VIEW_WAIT_MS}):
 * the browser is idle while the view's chunks are on their way, and the idle start run then (the
 * census, the page modules) held their mounts back (docs/behaviour/start-up.md#idle-start).
 */
export const armIdleStart: Service = (runtime) => {
  const start = () =>
    runtime.load('idle-start').then((module) => {
      module.start({ runtime, held });
      taken = true;
    });
  // What an error held from now on starts (onError, above).
  load = start;
  runtime.bus.on('consent:change', start);
  if (runtime.context.authenticatedAccount || held.length) start();
  else
    void new Promise((resolve) => {
      setTimeout(resolve, FIRST_VIEW_WAIT_MS);
      runtime.ready.then(resolve);
    }).then(() => whenIdle(start));
};
