/**
 * The runtime's one error funnel for the console (docs/behaviour.md#console).
 * Every line starts with {@link PREFIX} so QA can filter for it; nothing in
 * the runtime calls `console.*` directly.
 *
 * - `warn`: something was wrong (bad context field, storage refused) but the
 *   page carries on as intended.
 * - `fail`: something failed and was contained (a block, a flow, a listener).
 * - `contained(what)`: a rejection handler for a contained failure of
 *   `what`: logged with `fail`, never rethrown.
 */
export const PREFIX = '[site-runtime]';

/** A console warning: something was wrong but the page carries on. */
export const warn = (...args: unknown[]): void => console.warn(PREFIX, ...args);

/** A console error: something failed and was contained. */
export const fail = (...args: unknown[]): void => console.error(PREFIX, ...args);

/**
 * A handler for a contained failure: `promise.catch(contained('the map script'))`
 * logs `[site-runtime] the map script failed: <error>` and goes no further,
 * so one failure never stops the others (the Stimulus way).
 */
export const contained =
  (what: string) =>
  (error: unknown): void =>
    fail(`${what} failed:`, error);
