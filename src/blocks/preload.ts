import { ownDoc } from '../dom/doc.ts';

/** The chunks already asked for, so a page of a thousand blocks adds each link once. */
const asked = new Set<string>();

/**
 * Asks for chunks (file names without `.js`, in dist/chunks/, beside this
 * one) with `<link rel="modulepreload">`, once each: a widget's imports, all
 * levels, travel with the widget's chunk instead of one round trip after it
 * (docs/behaviour.md#no-waterfall). The browser keeps what a preload fetched
 * for the `import` that follows; a failed preload only means that import
 * fetches the file itself. A link to the same origin's file, so a strict CSP
 * holds.
 */
export function preloadChunks(names: string[]): void {
  for (const name of names) {
    const href = new URL(`./${name}.js`, import.meta.url).href;
    if (asked.has(href)) continue;
    asked.add(href);
    const link = ownDoc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    ownDoc.head.append(link);
  }
}
