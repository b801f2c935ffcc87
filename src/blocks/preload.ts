import { ownDoc } from '../dom/doc.ts';

/** The chunks already asked for, so a page of a thousand blocks adds each link once. */
const asked = new Set<string>();

/**
 * The build id in the blocks runtime's own name (`site-blocks-BUILD.js`,
 * the only chunk this file is in): every entry beside it is `NAME-BUILD.js`
 * (build/manifest.mjs), so a widget's entry can be asked for by the very URL
 * the loader imports it from.
 */
const here = import.meta.url;
const build = /\/site-blocks-(\w+)\.js$/.exec(new URL(here).pathname)?.[1];

/** A widget entry's file name (without `.js`); '' when this chunk's name gives no build id. */
export function entryFile(name: string): string {
  return build ? `${name}-${build}` : '';
}

/**
 * Asks for chunks (file names without `.js`, in dist/chunks/, beside this
 * one) with `<link rel="modulepreload">`, once each: a widget's imports, all
 * levels, travel with the widget's chunk instead of one round trip after it,
 * and the chunks of the page's blocks out of view are on their way before
 * those blocks load (docs/behaviour.md#no-waterfall); '' is skipped. `low` marks them
 * `fetchpriority="low"`, so they do not slow what the view needs. The
 * browser keeps what a preload fetched for the `import` that follows; a
 * failed preload only means that import fetches the file itself. A link to
 * the same origin's file, so a strict CSP holds.
 */
export function preloadChunks(names: string[], low?: boolean): void {
  for (const name of names) {
    if (!name) continue;
    // (From `here`, not `import.meta.url` written in place: Vite, which runs the unit tests, rewrites that form as an asset lookup.)
    const href = new URL(`./${name}.js`, here).href;
    if (asked.has(href)) continue;
    asked.add(href);
    const link = ownDoc.createElement('link');
    link.rel = 'modulepreload';
    if (low) link.setAttribute('fetchpriority', 'low');
    link.href = href;
    ownDoc.head.append(link);
  }
}
