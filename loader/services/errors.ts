import type { Service } from '../services.ts';
import { whenIdle } from '../idle.ts';

/**
 * The one trigger of the lazy `services` module (error reporter, Escape
 * fallbacks, owner and visitor flows), this small because loader.js has a
 * hard size budget.
 *
 * The listeners go on when loader.js is evaluated (the module body, not the
 * service), so nothing from page start is lost (docs/behaviour.md#escape-key):
 * uncaught errors and unhandled rejections wait in `errors`, Escape presses
 * in `escapes`, in the order they happened. The module loads at once for a
 * signed-in account (the owner redirect cannot wait), on the first error, or
 * when the browser is idle; it then takes both queues (emptying them) and,
 * from then on, listens for Escape itself, so the buffer stops.
 */
const errors: Event[] = [];
const escapes: KeyboardEvent[] = [];
let load: (() => unknown) | undefined;
let taken = false;
const onError = (event: Event): void => {
  errors.push(event) == 1 && load?.();
};
addEventListener('error', onError);
addEventListener('unhandledrejection', onError);
addEventListener('keydown', (event) => {
  if (!taken && (event.key == 'Escape' || event.keyCode == 27)) escapes.push(event);
});

/** The `services` module's hand-over call: the queues, emptied by it. */
type ServicesModule = { take(errors: Event[], escapes: KeyboardEvent[]): void };

/** Arms the loading of `services`: now for a signed-in account or a waiting error, else at idle. */
export const siteServices: Service = ({ context, load: loadModule }) => {
  load = () =>
    loadModule<ServicesModule>('services').then((module) => {
      module.take(errors, escapes);
      taken = true;
    });
  context.authenticatedAccount || errors[0] ? load() : whenIdle(load);
};
