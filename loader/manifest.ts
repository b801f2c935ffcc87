import { readBlockTable } from '../src/blocks/block-table.ts';

/**
 * What the build tells the loader (build/manifest.mjs `loaderManifest` writes
 * it into loader.js): only what start-up needs. A name a block type, not the
 * import lists of every chunk: the full block table lives in the `blocks`
 * chunk and the page-module triggers in the `idle-start` chunk.
 */
interface LoaderManifest {
  /** The build id: every entry but the idle start is `chunks/NAME-<v>.js`, its styles inside it. */
  v: string;
  /** The idle start's hash: it is `chunks/site-idle-start-<i>.js`, the idle core other chunks import (build/fold-entry.mjs). */
  i: string;
  /**
   * The block types (src/blocks/block-table.ts): `name[:n,n][/k,k]`, its
   * `data-block-type` numbers, then the indexes in `c` of the shared chunks it imports.
   */
  t: string;
  /** The shared chunks most block types import (`chunk-<hash>.js`), their hashes space-separated. */
  c: string;
}

// A JSON string, not an object: esbuild inlines a string define where an
// object define would become a module of its own with init calls everywhere.
declare const __MANIFEST__: string;

/** The manifest build.mjs injected; empty when the loader runs unbuilt (unit tests). */
const manifest: LoaderManifest = JSON.parse(typeof __MANIFEST__ === 'string' ? __MANIFEST__ : '{"v":"","i":"","t":"","c":""}');

const common = manifest.c.split(' ');

/**
 * The loader's block table: each block type's name → the shared chunks its widget imports that the
 * loader knows (`widgetChunks`), and each built `data-block-type` number → its type (`blockNumbers`).
 * It is handed to the blocks runtime, whose own table holds only the rest.
 */
export const blockTable = readBlockTable(manifest.t, (index) => 'chunk-' + common[+index]);
export const { files: widgetChunks, numbers: blockNumbers } = blockTable;

/**
 * An entry's file name without `.js`, by the page's one build id: `NAME-<v>`, but the idle start,
 * `site-idle-start-<i>` (its own hash). The loader imports and preloads by it, and hands it to the
 * blocks runtime, so no other code works the build id out.
 */
export const entryFile = (name: string): string => `${name}-${name === 'site-idle-start' ? manifest.i : manifest.v}`;
