/**
 * What the build tells the loader (build/manifest.mjs writes it into
 * loader.js): only what start-up needs, so the loader does not grow with
 * the platform (README, "Architecture"). The block table lives in the
 * `blocks` chunk and the page-module triggers in the `idle-start` chunk.
 */
export interface LoaderManifest {
  /** The build id: every entry but the idle start is `chunks/NAME-<v>.js`, its styles inside it. */
  v: string;
  /** The idle start's hash: it is `chunks/site-idle-start-<i>.js`, the idle core other chunks import (build/fold-entry.mjs). */
  i: string;
  /** The `data-block-type` numbers that have a widget, space-separated: platform blocks to hold clicks for. */
  n: string;
}

// A JSON string, not an object: esbuild inlines a string define where an
// object define would become a module of its own with init calls everywhere.
declare const __MANIFEST__: string;

/** The manifest build.mjs injected; empty when the loader runs unbuilt (unit tests). */
export const manifest: LoaderManifest = JSON.parse(typeof __MANIFEST__ === 'string' ? __MANIFEST__ : '{"v":"","i":"","n":""}');

/** The built block numbers (a Set, so page input like "constructor" finds nothing). */
export const blockNumbers = new Set(manifest.n.split(' '));
