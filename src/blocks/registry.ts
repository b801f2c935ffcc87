import type { BlockModule, Cleanup } from '../block-context.ts';
import type { BlockTable } from './block-table.ts';
import type { BlocksHandoff, Importer } from './handoff.ts';

/** Where the blocks runtime finds each block type's module: its table, and what the loader handed over. */
export interface Registry {
  /** The importer for a block type: a page script's `register()`ed one wins over the built-in widget of the same name. */
  importerFor(type: string): Importer | undefined;
  /** Asks, at low priority, for every chunk a block type will need before any of its blocks loads. */
  preloadType(type: string): void;
  /** Asks, with the block's own chunk, for the chunks its widget imports for what is in `element`'s markup. */
  preloadMarkup(type: string, element: Element): void;
  /** The block type name for a `data-block-type` number (or controller name), if the runtime has a widget for it. */
  typeForNumber(num: string): string | undefined;
  /** A page script's own block type (`SiteRuntime.register`). */
  register(type: string, importer: Importer): void;
}

/** Joins several controllers on one section (`header,section-wrapper`): one module mounting each in turn; its cleanup undoes them all. */
function joined(parts: Importer[]): Importer {
  return () =>
    Promise.all(parts.map((part) => part())).then((modules) => ({
      mount: async (element, data, context) => {
        const cleanups: (Cleanup | void)[] = [];
        const cleanup = () => cleanups.forEach((undo) => undo?.());
        try {
          for (const { mount } of modules) cleanups.push(await mount(element, data, context));
        } catch (error) {
          cleanup();
          throw error;
        }
        return cleanup;
      },
    }));
}

/**
 * The page's registry, over the build's block table (src/blocks/block-table.ts)
 * and the loader's chunk loading, preload, build id and registered importers
 * (src/blocks/handoff.ts), all passed in: it keeps no state outside itself.
 */
export function createRegistry(table: BlockTable, loader: Pick<BlocksHandoff, 'loadChunk' | 'preload' | 'entryFile' | 'registered'>): Registry {
  const { files, numbers } = table;
  const { registered } = loader;
  // Every widget's first import, which the table leaves out of each row (build/manifest.mjs `blockTable`).
  const core = loader.entryFile('site-idle-start');
  /** The built-in widgets' chunks asked for so far, by type. */
  const builtIn = new Map<string, Promise<BlockModule>>();

  function importerFor(type: string): Importer | undefined {
    if (type.includes(',')) {
      const parts = type.split(',').map(importerFor);
      return parts.every(Boolean) ? joined(parts as Importer[]) : undefined;
    }
    const own = registered.get(type);
    if (own) return () => own().catch(() => own());
    const deps = files.get(type);
    // The chunk's imports are asked for with it, all at once (docs/behaviour/chunks.md#no-waterfall).
    // One load a type, kept while it succeeds: a page of thousands of one type
    // then waits on one promise, not on thousands of imports, races and timers
    // that all settle in one task (docs/behaviour/blocks.md#many-blocks). A failed
    // load is forgotten, so the next block of the type asks again.
    return (
      deps &&
      (() => {
        let loading = builtIn.get(type);
        if (!loading) {
          [core, ...deps].forEach((file) => loader.preload(file));
          builtIn.set(type, (loading = loader.loadChunk<BlockModule>(type)));
          loading.catch(() => builtIn.delete(type));
        }
        return loading;
      })
    );
  }

  /**
   * The page's blocks out of view then mount from what has arrived, not
   * after a round trip of their own (docs/behaviour/chunks.md#no-waterfall): the
   * widget's entry and all it imports, at low priority. A type a page script
   * `register()`ed loads its own way and is not asked for.
   */
  function preloadType(type: string): void {
    for (const part of type.split(',')) {
      const deps = !registered.has(part) && files.get(part);
      if (deps) [loader.entryFile(part), core, ...deps].forEach((file) => loader.preload(file, true));
    }
  }

  /**
   * A widget's import that some markup needs (the native video's player) is
   * asked for as its block loads, not one round trip after the widget ran
   * (docs/behaviour/chunks.md#markup-imports). The selectors are the build's;
   * one a browser cannot read only loses that head start, never the load.
   */
  function preloadMarkup(type: string, element: Element): void {
    for (const [part, selector, chunks] of table.markup ?? []) {
      const own = type.split(',').includes(part) && !registered.has(part);
      try {
        if (own && element.querySelector(selector)) chunks.forEach((file) => loader.preload(file));
      } catch {
        // (the widget imports the chunk itself when it runs)
      }
    }
  }

  return {
    importerFor,
    preloadType,
    preloadMarkup,
    typeForNumber: (num) => numbers.get(num),
    register: (type, importer) => void registered.set(type, importer),
  };
}
