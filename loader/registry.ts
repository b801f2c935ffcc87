import type { BlockModule } from '../src/block-context.ts';
import { loadChunk } from './chunks.ts';
import { manifest } from './manifest.ts';

/** Loads a block type's module. */
export type Importer = () => Promise<BlockModule>;

const registered = new Map<string, Importer>();

/**
 * The importer for a block type: a template author's `register()`ed one
 * wins over the built-in widget of the same name.
 */
export function importerFor(type: string): Importer | undefined {
  const own = registered.get(type);
  if (own) return () => own().catch(() => own());
  const files = manifest.blocks[type];
  return files ? () => loadChunk<BlockModule>(type, files) : undefined;
}

/** Adds (or replaces) the importer of a block type. */
export function registerImporter(type: string, importer: Importer): void {
  registered.set(type, importer);
}

/** The block type name for a `data-block-type` number, if the runtime knows one. */
export function typeForNumber(num: string): string | undefined {
  return manifest.numbers[num];
}

/** Loads a lazy site module (dialog, cookie banner, …) by name. */
export function loadSiteModule<T>(name: string): Promise<T> {
  const files = manifest.modules[name];
  return files ? loadChunk<T>('site-' + name, files) : Promise.reject(new Error(`no site module named "${name}"`));
}
