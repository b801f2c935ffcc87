/**
 * Stands in for `loader/chunks.ts` in the bench's eager peers: every chunk
 * is already in the bundle (imported at start), so "loading" one only looks
 * it up. The styles are one stylesheet the page links.
 */
declare global {
  // Filled by the eager entry before the loader runs: entry name → module.
  var __EAGER_CHUNKS__: Record<string, unknown>;
}

/** Unused by the eager page (nothing is fetched), kept for the same exports. */
export const baseUrl: string = location.href;

/** The eager bundle's stylesheet is linked by the page: nothing to load. */
export function loadStylesheet(_href: string): Promise<void> {
  return Promise.resolve();
}

/** Every chunk is in the bundle: nothing to ask for ahead. */
export function preloadChunk(_file: string, _low?: boolean): void {}

/**
 * The module of an entry, from the bundle. The census starts itself when its
 * chunk is evaluated, which in the bundle is before the loader has run: it
 * is started again (it starts once) when the loader asks for it, as a
 * hand-written eager site would call it after setting up.
 */
export async function loadChunk<T>(name: string): Promise<T> {
  const chunks = globalThis.__EAGER_CHUNKS__;
  if (!Object.hasOwn(chunks, name)) throw new Error(`no chunk named "${name}"`);
  const chunk = chunks[name] as { start?: () => void };
  if (name === 'site-census') chunk.start?.();
  return chunk as T;
}

/** A site module of the bundle, by its `load(name)` name. */
export function loadSiteModule<T>(name: string): Promise<T> {
  return loadChunk<T>('site-' + name).catch(() => Promise.reject(new Error(`no site module named "${name}"`)));
}
