import type { SiteRuntime } from '../runtime-api.ts';
import type { Importer } from './registry.ts';

/**
 * What the loader hands the blocks runtime when it starts it
 * (docs/behaviour/blocks.md#blocks): the page's runtime, how to load a widget
 * chunk (the loader knows where its chunks live), the importers page
 * scripts registered, and the clicks it held on blocks meanwhile.
 */
export interface BlocksHandoff {
  runtime: SiteRuntime;
  loadChunk<T>(name: string): Promise<T>;
  /** Asks for a chunk file (name without `.js`) ahead of its import, once per page (loader/chunks.ts `preloadChunk`). */
  preload(file: string, low?: boolean): void;
  registered: Map<string, Importer>;
  /** Each held click's block and target, in the order they came. */
  held: [Element, HTMLElement][];
}

/** What the blocks runtime gives back. */
export interface BlocksApi {
  /** Resolves when the blocks first in view are ready or failed. */
  ready: Promise<void>;
  /** `SiteRuntime.blocks()`. */
  blocks: SiteRuntime['blocks'];
  /** Brings back blocks of a newly registered type. */
  revive(type: string): void;
}

/** The `blocks` module's face. */
export interface BlocksModule {
  start(handoff: BlocksHandoff): BlocksApi;
}
