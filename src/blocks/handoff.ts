import type { BlockModule } from '../block-context.ts';
import type { SiteRuntime } from '../runtime-api.ts';
import type { BlockTable } from './block-table.ts';

/** Loads a block type's module. */
export type Importer = () => Promise<BlockModule>;

/**
 * The one interface object the loader hands the blocks runtime, once, when
 * it starts it (docs/architecture.md#boundary). Everything the runtime needs
 * of the loader is here; it reads nothing of the loader's from anywhere
 * else, and the loader sets no state in the runtime's modules.
 */
export interface BlocksHandoff {
  /** The page's runtime: its site context, bus and `load()`. */
  runtime: SiteRuntime;
  /** Imports an entry chunk by name (the loader knows where its chunks live, and the build id). */
  loadChunk<T>(name: string): Promise<T>;
  /** Asks for a chunk file (name without `.js`) ahead of its import, once per page (loader/chunks.ts `preloadChunk`). */
  preload(file: string, low?: boolean): void;
  /** An entry's file name without `.js` (`NAME-BUILD`): the loader's one build id (loader/manifest.ts). */
  entryFile(name: string): string;
  /** The loader's block table: the runtime's own carries only what it lacks (src/blocks/block-table.ts `joinTables`). */
  table: BlockTable;
  /** The importers page scripts registered before the runtime started: the runtime's from now on. */
  registered: Map<string, Importer>;
  /** Each click the loader held on a block meanwhile, with its target, in the order they came: the runtime's from now on. */
  held: [Element, HTMLElement][];
  /**
   * The loader's visibility report on the page's first blocks (loader/first-view.ts), when it came
   * before the runtime started: those it found near the view load as the scan finds them
   * (docs/behaviour/blocks.md#first-view-handed-over).
   */
  view?: IntersectionObserverEntry[];
}

/** What the blocks runtime gives back: the loader forwards `SiteRuntime.blocks()` and `register()` to it. */
export interface BlocksApi {
  /** Resolves when the blocks first in view are ready or failed. */
  ready: Promise<void>;
  /** `SiteRuntime.blocks()`. */
  blocks: SiteRuntime['blocks'];
  /** `SiteRuntime.register()` once the runtime has started: the type's importer, and its blocks brought back. */
  register(type: string, importer: Importer): void;
}

/**
 * The `blocks` module's face.
 * @internal Exported for its unit test: the pages fuzz test types the blocks runtime it imports directly with it.
 */
export interface BlocksModule {
  start(handoff: BlocksHandoff): BlocksApi;
}
