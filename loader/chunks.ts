import { ownDocument } from '../src/dom/own-document.ts';
import { manifest } from './manifest.ts';

/**
 * loader.js's own script element, for its folder. Read once, synchronously, while the
 * script runs: `document.currentScript` is null in any later callback. This
 * is what lets dist/ be served from any path or CDN. Through the prototype's getter: an
 * `<img name="currentScript" src="https://other.example/">` in the page would otherwise
 * make every chunk load from its origin (behaviour.md#security-model).
 */
export const loaderScript = ownDocument('currentScript') as HTMLScriptElement | null;

/** The folder the loader's chunks are in. */
export const baseUrl: string = new URL('.', loaderScript?.src || location.href).href;

/** How long a chunk may take to load before the blocks waiting on it fail (and their held clicks replay). */
export const CHUNK_LIMIT_MS = 15000;

/**
 * Imports an entry chunk (`name` is its entry name; its styles ride inside
 * it, docs/behaviour.md#no-waterfall). A failed import is retried once with
 * a query that defeats any cached failure; a second failure, or no answer
 * within {@link CHUNK_LIMIT_MS}, rejects. The idle start is the idle core
 * other chunks import by its plain URL: the retry's second copy runs only
 * when the first never did or threw, so no state is ever held twice
 * (docs/behaviour.md#no-waterfall).
 */
export function loadChunk<T>(name: string): Promise<T> {
  const url = `${baseUrl}chunks/${name}-${name == 'site-idle-start' ? manifest.i : manifest.v}.js`;
  const module = import(/* @vite-ignore */ url).catch(() => import(/* @vite-ignore */ url + '?retry=1'));
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
    ? loadChunk<T>('site-' + name).catch(() => Promise.reject(new Error(`no site module named "${name}" could be loaded`)))
    : Promise.reject(new Error(`no site module named "${name}"`));
}
