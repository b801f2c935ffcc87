/**
 * What the build tells the loader (build/manifest.mjs `loaderManifest` writes
 * it into loader.js): only what start-up needs. A name a block type, not the
 * import lists of every chunk: the full block table lives in the `blocks`
 * chunk and the page-module triggers in the `idle-start` chunk.
 */
export interface LoaderManifest {
  /** The build id: every entry but the idle start is `chunks/NAME-<v>.js`, its styles inside it. */
  v: string;
  /** The idle start's hash: it is `chunks/site-idle-start-<i>.js`, the idle core other chunks import (build/fold-entry.mjs). */
  i: string;
  /**
   * The block types, space-separated: `name[:n,n][/k,k]`, its `data-block-type`
   * numbers, then the indexes in `c` of the shared chunks it imports.
   */
  t: string;
  /** The shared chunks most block types import (`chunk-<hash>.js`), their hashes space-separated. */
  c: string;
}

// A JSON string, not an object: esbuild inlines a string define where an
// object define would become a module of its own with init calls everywhere.
declare const __MANIFEST__: string;

/** The manifest build.mjs injected; empty when the loader runs unbuilt (unit tests). */
export const manifest: LoaderManifest = JSON.parse(typeof __MANIFEST__ === 'string' ? __MANIFEST__ : '{"v":"","i":"","t":"","c":""}');

/** Block type name → the chunks its widget imports that the loader knows (Maps: page input like "constructor" finds nothing). */
export const widgetChunks = new Map<string, string[]>();
/** A built `data-block-type` number → its block type's name. */
export const blockNumbers = new Map<string, string>();

const common = manifest.c.split(' ');
for (const row of manifest.t.split(' ')) {
  const [token = '', deps] = row.split('/');
  const [name = '', numbers] = token.split(':');
  if (!name) continue;
  widgetChunks.set(name, deps ? deps.split(',').map((index) => 'chunk-' + common[+index]) : []);
  numbers?.split(',').forEach((n) => blockNumbers.set(n, name));
}
