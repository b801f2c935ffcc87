import { ownDoc } from '../src/dom/doc.ts';
import { entryFile } from './manifest.ts';

/**
 * loader.js's own script element, for its folder. Read once, synchronously, while the
 * script runs: `document.currentScript` is null in any later callback. This
 * is what lets dist/ be served from any path or CDN. Through the prototype's getter: an
 * `<img name="currentScript" src="https://other.example/">` in the page would otherwise
 * make every chunk load from its origin (behaviour/start-up.md#security-model).
 */
const loaderScript = ownDoc.currentScript as HTMLScriptElement | null;

/**
 * The folder the loader's chunks are in, fixed once when the loader starts: its `src`
 * attribute resolved against the base the browser fetched it with, the page address unless a
 * `<base href>` in `<head>` (the site's own) came first. A `<base>` from page content in the
 * body parses after the loader's tag, yet a deferred script runs after it, when `script.src`
 * would resolve against it and move every chunk to another origin (docs/security.md#base).
 */
const baseUrl: string = new URL(
  '.',
  new URL(loaderScript?.getAttribute('src') || '', ownDoc.head?.querySelector<HTMLBaseElement>('base[href]')?.href || location.href),
).href;

/**
 * Each chunk file asked for ahead of its import, by URL: resolves true once it
 * arrived (or when the browser cannot say), false once it failed.
 */
const preloads = new Map<string, Promise<boolean>>();

/**
 * Asks for a chunk file (its name without `.js`) ahead of its import, with a
 * `<link rel="modulepreload">` (`low`: `fetchpriority="low"`), once per page
 * however many callers name it: the loader's first view and the blocks
 * runtime ask through this one function. Its outcome is kept, so the import
 * that follows shares the attempt: a browser does not keep a failed module
 * fetch, and an import made after a failed preload would fetch the file a
 * second time before its retry (docs/behaviour/chunks.md#no-waterfall).
 */
export function preloadChunk(file: string, low?: boolean): void {
  const href = `${baseUrl}chunks/${file}.js`;
  const head = ownDoc.head as HTMLHeadElement | null;
  if (preloads.has(href) || !head) return;
  const link = ownDoc.createElement('link') as HTMLLinkElement;
  link.rel = 'modulepreload';
  if (low) link.fetchPriority = 'low';
  link.href = href;
  // A browser without modulepreload (Safari before 17) fires no event: nothing to wait for then.
  preloads.set(
    href,
    link.relList.supports?.('modulepreload')
      ? new Promise((resolve) => {
          link.onload = () => resolve(true);
          link.onerror = () => resolve(false);
        })
      : Promise.resolve(true),
  );
  head.append(link);
}

/** How long a chunk may take to load before the blocks waiting on it fail (and their held clicks replay). */
const CHUNK_LIMIT_MS = 15000;

/**
 * Imports an entry chunk (`name` is its entry name; its styles ride inside
 * it, docs/behaviour/chunks.md#no-waterfall). A failed import is retried once with
 * a query that defeats any cached failure (a failed {@link preloadChunk} of
 * the file counts as the first try); a second failure, or no answer
 * within {@link CHUNK_LIMIT_MS}, rejects. The idle start is the idle core
 * other chunks import by its plain URL: the retry's second copy runs only
 * when the first never did or threw, so no state is ever held twice
 * (docs/behaviour/chunks.md#no-waterfall).
 */
export function loadChunk<T>(name: string): Promise<T> {
  const idleCore = name === 'site-idle-start';
  const url = `${baseUrl}chunks/${entryFile(name)}.js`;
  const retry = () => import(/* @vite-ignore */ url + '?retry=1');
  const attempt = (first: boolean) => (first ? import(/* @vite-ignore */ url).catch(retry) : retry());
  // A preload of the file is the first attempt: its failure leaves only the retry (one request each).
  // Not for the idle core, which other chunks import by its plain URL: that URL must have
  // failed as an import too before a second copy may run.
  const preloaded = idleCore ? undefined : preloads.get(url);
  const module = preloaded ? preloaded.then(attempt) : attempt(true);
  // import() has no time limit of its own: a stalled chunk would hold its blocks (and their clicks) forever.
  const stalled = new Promise<never>((_, reject) => setTimeout(reject, CHUNK_LIMIT_MS, Error('timed out')));
  return Promise.race([module, stalled]) as Promise<T>;
}

/**
 * Loads a lazy module (the `services` router, the cookie banner, the blocks
 * runtime, a page module, …) by name. Names are checked by form, not against
 * a list (the loader carries none): an unknown name fails to load.
 */
export function loadSiteModule<T>(name: string): Promise<T> {
  return /^[a-z][a-z0-9-]*$/.test(name)
    ? loadChunk<T>('site-' + name).catch(() => Promise.reject(Error(`no site module named "${name}" could be loaded`)))
    : Promise.reject(Error(`no site module named "${name}"`));
}
