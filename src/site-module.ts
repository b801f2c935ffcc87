import type { SiteRuntime } from './runtime-api.ts';

/**
 * Something a site module missed while its code downloaded: what happened
 * (`'error'`, `'keydown'`, a bus event's short name such as `'show'`) and
 * its payload. Held in the order it happened and handed over in that order.
 */
export type HeldCall = readonly [kind: string, payload?: unknown];

/**
 * What the loader hands a site module each time it starts it
 * (docs/behaviour/start-up.md#site-modules).
 */
export interface SiteModuleContext {
  /** The page's runtime: its context, bus and `load()`. */
  runtime: SiteRuntime;
  /** What was held for the module since the last start; the module empties it. */
  held: HeldCall[];
}

/**
 * The one shape of every module the runtime loads by name
 * (`src/chrome/NAME/index.ts`: `services`, `cookie-banner`, `census`):
 * loading it does nothing; `start` does the work and is safe to call again
 * (a later call only takes what was held since). It never throws: each
 * module contains its own failures.
 * @public The shape each src/chrome/NAME/index.ts keeps (their `start` takes a SiteModuleContext); no code names it.
 */
export interface SiteModule {
  start(context: SiteModuleContext): void;
}
