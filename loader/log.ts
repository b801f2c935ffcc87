/** Every console line the runtime writes starts with this, so QA can grep for it. */
export const PREFIX = '[site-runtime]';

/** A console warning: something was wrong but the page carries on. */
export const warn = (...args: unknown[]): void => console.warn(PREFIX, ...args);

/** A console error: something failed and was contained. */
export const fail = (...args: unknown[]): void => console.error(PREFIX, ...args);
