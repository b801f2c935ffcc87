/**
 * The blocks runtime's early requests go through the loader's one preload
 * (`BlocksHandoff.preload`, loader/chunks.ts `preloadChunk`): each file is
 * asked for once per page whichever side names it first, and the import that
 * follows shares that attempt (docs/behaviour/chunks.md#no-waterfall).
 */
import type { BlocksHandoff } from './handoff.ts';

/**
 * The build id in the blocks runtime's own name (`site-blocks-BUILD.js`,
 * the only chunk this file is in): every entry beside it is `NAME-BUILD.js`
 * (build/manifest.mjs), so a widget's entry can be asked for by the very URL
 * the loader imports it from.
 */
const build = /\/site-blocks-(\w+)\.js$/.exec(new URL(import.meta.url).pathname)?.[1];

/** The loader's preload, once the blocks runtime has started. */
let preloadFile: BlocksHandoff['preload'] = () => {};

/** A widget entry's file name (without `.js`); '' when this chunk's name gives no build id. */
export function entryFile(name: string): string {
  return build ? `${name}-${build}` : '';
}

/** Uses the loader's preload (called once, when the blocks runtime starts). */
export function usePreload(preload: BlocksHandoff['preload']): void {
  preloadFile = preload;
}

/**
 * Asks for chunks (file names without `.js`, in dist/chunks/) ahead of their
 * imports: a widget's imports, all levels, travel with the widget's chunk
 * instead of one round trip after it, and the chunks of the page's blocks
 * out of view are on their way before those blocks load; '' is skipped.
 * `low` asks at low priority, so they do not slow what the view needs.
 */
export function preloadChunks(names: string[], low?: boolean): void {
  for (const name of names) if (name) preloadFile(name, low);
}
