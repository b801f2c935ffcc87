import type { Bus } from './bus.ts';
import type { BlockModule } from './block-context.ts';
import type { SiteContext } from './site-context.ts';
import type { SiteModuleName, SiteModules } from './site-modules.ts';

/** A block's lifecycle state, mirrored in its `data-block-state` attribute. */
export type BlockState = 'pending' | 'loading' | 'ready' | 'error';

/** One row of `SiteRuntime.blocks()`. */
export interface BlockInfo {
  id: string;
  type: string;
  state: BlockState;
  error?: string;
}

/**
 * `window.SiteRuntime` (behaviour/start-up.md#start-up). `version`, `bus`, `ready`,
 * `blocks()` and `register()` are the public contract; `context` and
 * `load()` are for the runtime's own chunks.
 */
export interface SiteRuntime {
  version: string;
  bus: Bus;
  ready: Promise<void>;
  blocks(): BlockInfo[];
  register(type: string, importer: () => Promise<BlockModule>): void;
  /** The site context the loader read (defaults when the page had none). */
  context: SiteContext;
  /**
   * Loads one of the runtime's lazy modules by name (`services`, `cookie-banner`, a page
   * module, …; see {@link SiteModules}) and resolves to that module.
   */
  load<N extends SiteModuleName>(name: N): Promise<SiteModules[N]>;
}

declare global {
  interface Window {
    SiteRuntime?: SiteRuntime;
    Static?: { SQUARESPACE_CONTEXT?: unknown };
  }
}

/**
 * The page's runtime, or undefined where the loader has not run (unit
 * tests, other pages). With {@link getRuntime}, the one way code that is
 * handed no context reaches the runtime (docs/behaviour/start-up.md#runtime-reach):
 * widgets, site modules and page modules use the context they are given.
 */
export function findRuntime(): SiteRuntime | undefined {
  return typeof window === 'undefined' ? undefined : window.SiteRuntime;
}

/** The page's runtime, for chunks loaded after the loader; throws where the loader has not run. */
export function getRuntime(): SiteRuntime {
  const runtime = findRuntime();
  if (!runtime) throw new Error('[site-runtime] loader.js has not run on this page');
  return runtime;
}
