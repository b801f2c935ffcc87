import type { ChunkFiles } from './manifest.ts';

/**
 * The folder loader.js was served from. Read once, synchronously, while the
 * script runs: `document.currentScript` is null in any later callback. This
 * is what lets dist/ be served from any path or CDN.
 */
export const baseUrl: string = new URL(
  '.',
  (document.currentScript as HTMLScriptElement | null)?.src || location.href,
).href;

const styles = new Map<string, Promise<void>>();

/**
 * Adds a stylesheet `<link>` once per file and resolves when it has loaded
 * or failed (a missing stylesheet must not stop a block from working), or
 * after 3 s at most. A link, not an injected `<style>`, so a strict CSP holds.
 */
export function loadStylesheet(href: string): Promise<void> {
  let loaded = styles.get(href);
  if (!loaded) {
    loaded = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = link.onerror = () => resolve();
      setTimeout(resolve, 3000);
      document.head.append(link);
    });
    styles.set(href, loaded);
  }
  return loaded;
}

/**
 * Imports a chunk (`name` is its entry name) and its stylesheet. A failed import is retried once with
 * a query that defeats any cached failure; a second failure rejects.
 */
export function loadChunk<T>(name: string, files: ChunkFiles): Promise<T> {
  const file = `${baseUrl}chunks/${name}-${files.slice(0, 8)}`;
  const url = file + '.js';
  const css = files.endsWith('+') ? [file + '.css'] : [];
  const module = import(/* @vite-ignore */ url).catch(() => import(/* @vite-ignore */ url + '?retry=1'));
  return Promise.all([module, ...css.map(loadStylesheet)]).then(([m]) => m as T);
}
