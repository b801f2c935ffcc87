/**
 * The runtime's one error funnel for the console (docs/behaviour/start-up.md#console).
 * Every line starts with {@link PREFIX} so QA can filter for it; nothing in
 * the runtime calls `console.*` directly.
 *
 * - `warn`: something was wrong (bad context field, storage refused) but the
 *   page carries on as intended.
 * - `fail`: something failed and was contained (a block, a flow, a listener).
 * - `handleError(message, error)`: the one way code that threw is handled once
 *   contained (Stimulus's `handleError` is the model): logged with `fail`,
 *   handed to the error reporter, never rethrown.
 * - `contained(what)`: a rejection handler: `handleError`, except that a
 *   backend failure is only logged.
 */
const PREFIX = '[site-runtime]';

/**
 * A console warning: something was wrong but the page carries on. The prefix
 * is joined to the message, so the first argument is the whole line's text;
 * an error goes after the message, where the console keeps its stack.
 */
export const warn = (message: string, ...rest: unknown[]): void => console.warn(`${PREFIX} ${message}`, ...rest);

/** A console error: something failed and was contained (written as {@link warn} is). */
export const fail = (message: string, ...rest: unknown[]): void => console.error(`${PREFIX} ${message}`, ...rest);

/**
 * How many contained failures one page hands to the reporter. Counted once a page, by the
 * page's one receiver of error events, the loader's start-up task (loader/start-up/idle-trigger.ts), not
 * here: this file is in several bundles (the loader, the blocks runtime, the idle start),
 * each with its own copy of anything it holds.
 */
export const MAX_CONTAINED_REPORTS = 20;

/**
 * Hands a contained programming error (a widget or listener that threw) to
 * the error reporter (docs/behaviour/services.md#contained-reports), as an `error`
 * event on the window: the loader's stub queues it from page start, so this
 * needs no import of the reporter, and the console shows only `fail`'s line.
 * The stub lets at most {@link MAX_CONTAINED_REPORTS} through a page and
 * stops the rest from reaching any later listener, so a failure that repeats
 * (or one inside the reporter) can never loop.
 */
export function report(error: unknown): void {
  // The reporter reads the error itself (its name, message and stack). No
  // ErrorEvent in node, where unit tests without a DOM run.
  if (typeof ErrorEvent === 'function') dispatchEvent(new ErrorEvent('error', { error }));
}

/**
 * A failure of the backend or the network (the API's and the cart's errors),
 * not of code: an expected outcome, logged but never reported
 * (docs/behaviour/services.md#contained-reports). Known by name, so checking costs
 * no import of the API client.
 */
export const isBackendFailure = (error: unknown): boolean => ['ApiError', 'CartCallError'].includes((error as Error)?.name);

/**
 * A handler for a contained failure: `promise.catch(contained('the map script'))`
 * logs `[site-runtime] the map script failed: <error>`, reports it, and goes
 * no further, so one failure never stops the others.
 */
export const contained =
  (what: string) =>
  (error: unknown): void =>
    isBackendFailure(error) ? fail(`${what} failed:`, error) : handleError(`${what} failed:`, error);

/**
 * The one error funnel for code that threw and was contained (docs/behaviour/services.md#contained-reports):
 * the console line, then the error reporter. Call sites never pair `fail` and `report` by hand;
 * a backend failure, an expected outcome, goes through {@link contained}, which only logs it.
 */
export function handleError(message: string, error: unknown): void {
  fail(message, error);
  report(error);
}
