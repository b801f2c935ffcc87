import type { BlockModule, Cleanup } from '../block-context.ts';
import type { BlocksHandoff } from './handoff.ts';
import { entryFile, preloadChunks, usePreload } from './preload.ts';

/** Loads a block type's module. */
export type Importer = () => Promise<BlockModule>;

/** Block type name → the chunks its chunk imports. Maps, so `data-block="constructor"` finds nothing. */
const blockFiles = new Map<string, string[]>();
/** `data-block-type` number → block type name, for the built block types. */
const blockNumbers = new Map<string, string>();
let registered = new Map<string, Importer>();
/** The built-in widgets' chunks asked for so far, by type. */
const builtIn = new Map<string, Promise<BlockModule>>();
let loadChunk: BlocksHandoff['loadChunk'] = () => Promise.reject(new Error('no chunk loader'));

/**
 * Reads the build's block table (build/manifest.mjs `blockTable`):
 * `name[:n,n][/deps]`, space-separated: the type's `data-block-type`
 * numbers, then every chunk its chunk imports, esbuild's shared chunks
 * without their `chunk-` (`gallery:8/AB,react-vendor-CD summary:20,55/AB`).
 */
export function readBlockTable(table: string): void {
  for (const row of table.split(' ')) {
    const [token = '', deps] = row.split('/');
    const [name = '', numbers] = token.split(':');
    if (!name) continue;
    blockFiles.set(name, deps ? deps.split(',').map((dep) => (dep.includes('-') ? dep : 'chunk-' + dep)) : []);
    numbers?.split(',').forEach((n) => blockNumbers.set(n, name));
  }
}

/** Uses the loader's chunk loader, its preload and its (live) map of registered importers. */
export function useLoader(chunks: BlocksHandoff['loadChunk'], own: Map<string, Importer>, preload: BlocksHandoff['preload']): void {
  loadChunk = chunks;
  registered = own;
  usePreload(preload);
}

/**
 * The importer for a block type: a template author's `register()`ed one
 * wins over the built-in widget of the same name.
 */
export function importerFor(type: string): Importer | undefined {
  // Several controllers on one section (`header,section-wrapper`): one
  // module mounting each in turn; its cleanup undoes them all.
  if (type.includes(',')) {
    const parts = type.split(',').map(importerFor);
    return parts.every(Boolean) ? () =>
      Promise.all(parts.map((part) => part!())).then((modules) => ({
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
      })) : undefined;
  }
  const own = registered.get(type);
  if (own) return () => own().catch(() => own());
  const files = blockFiles.get(type);
  // The chunk's imports are asked for with it, all at once (docs/behaviour/chunks.md#no-waterfall).
  // One load a type, kept while it succeeds: a page of thousands of one type
  // then waits on one promise, not on thousands of imports, races and timers
  // that all settle in one task (docs/behaviour/blocks.md#many-blocks). A failed
  // load is forgotten, so the next block of the type asks again.
  return files && (() => {
    let loading = builtIn.get(type);
    if (!loading) {
      preloadChunks(files);
      builtIn.set(type, (loading = loadChunk<BlockModule>(type)));
      loading.catch(() => builtIn.delete(type));
    }
    return loading;
  });
}

/**
 * Asks, at low priority, for every chunk a block type will need (its
 * widget's entry and all it imports) before any block of the type loads:
 * the page's blocks out of view then mount from what has arrived, not
 * after a round trip of their own (docs/behaviour/chunks.md#no-waterfall). A type
 * a page script `register()`ed loads its own way and is not asked for.
 */
export function preloadType(type: string): void {
  for (const part of type.split(',')) {
    const files = !registered.has(part) && blockFiles.get(part);
    if (files) preloadChunks([entryFile(part), ...files], true);
  }
}

/** The block type name for a `data-block-type` number, if the runtime has a widget for it. */
export function typeForNumber(num: string): string | undefined {
  return blockNumbers.get(num);
}
