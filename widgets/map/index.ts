/**
 * The map block (4): a static fallback (the address and a link to a maps
 * site) shows at once; the maps script, loaded once per page with the
 * site's key, language and region, replaces it with the map when ready
 * within 30 s (docs/behaviour/content-blocks.md#content-blocks). When the script cannot
 * run (no key, offline, time-out, a strict CSP) the fallback stays. A
 * change of the block's data is applied 60 ms after the last one. No React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { fail, warn } from '../../src/log.ts';
import { t } from '../../src/catalogue/index.ts';
import { MAP_TEXT } from '../../src/catalogue/en/map.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields, type MapData } from './data.ts';
import { mapsScript } from './maps-settings.ts';
import type { LiveMap } from './live-map.ts';
import { buildFallback } from './fallback.ts';
import './map.css';

/** Option updates wait for this quiet period. */
const MAP_UPDATE_DEBOUNCE_MS = 60;

/** What loading the live map reports to its block. */
interface MapProgress {
  isCleaned(): boolean;
  state(value: string): void;
  show(drawMap: typeof import('./live-map.ts').drawMap): void;
}

/**
 * Loads the maps script and draws the map, for a site with a maps key: the
 * map's own code (and the script loader) load only then, since without a
 * key the address is all there is.
 */
function loadLiveMap(context: BlockContext, where: string, { isCleaned, state, show }: MapProgress): void {
  const script = mapsScript(context.site);
  if (!script) {
    warn(`${where}, field "website.mapsSettings.apiKey": the site context has no maps key; showing the address`);
    state('fallback');
    return;
  }
  import('./live-map.ts')
    .then(({ loadMapsScript, drawMap }) => {
      if (isCleaned()) return;
      const loaded = loadMapsScript(script.url);
      state('loading'); // from here the 30 s count runs
      return loaded.then(() => show(drawMap));
    })
    .catch((error: unknown) => {
      if (isCleaned()) return;
      fail(`${where}: the maps script failed; showing the address:`, error);
      state('fallback');
    });
}

/** The block's changed data, read as on mount (a value the map cannot use is its default and one warning); undefined when it is not JSON. */
function newOptions(element: HTMLElement, context: BlockContext, where: string): MapData | undefined {
  try {
    return useBlockData(fields, JSON.parse(element.getAttribute('data-block-json') ?? '{}'), context);
  } catch (error) {
    warn(`${where}, field "${(error as { field?: string }).field ?? 'data-block-json'}": the new map options are invalid; keeping the old ones`, error);
    return undefined;
  }
}

/** Calls `update` once the block's data has stopped changing for a moment; returns the stop. */
function watchOptions(element: HTMLElement, update: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(update, MAP_UPDATE_DEBOUNCE_MS);
  });
  observer.observe(element, { attributes: true, attributeFilter: ['data-block-json'] });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/** Shows the fallback, then the map once the maps script is ready. */
export function mount(element: HTMLElement, raw: unknown, context: BlockContext): Cleanup {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour/blocks.md#block-data-declaration).
  let data = useBlockData(fields, raw, context);
  const where = `block #${context.id} (type "${context.type}")`;
  const content = element.querySelector<HTMLElement>('.sqs-block-content') ?? element;
  const original = Array.from(content.childNodes);
  let fallback = buildFallback(data.location);
  content.replaceChildren(fallback);
  let cleaned = false;
  let live: LiveMap | undefined;
  const state = (value: string) => element.setAttribute('data-map-state', value);

  const label = () => data.location.addressTitle || t(MAP_TEXT, 'map');
  const show = (drawMap: typeof import('./live-map.ts').drawMap) => {
    if (cleaned) return;
    try {
      live = drawMap(data, label());
    } catch (error) {
      fail(`${where}: the map failed to draw; showing the address`, error);
      state('fallback');
      return;
    }
    if (!live) return;
    fallback.hidden = true;
    content.append(live.canvas, live.link);
    state('map');
  };

  loadLiveMap(context, where, { isCleaned: () => cleaned, state, show });

  // Option updates (the block's data changed in place), debounced.
  const update = () => {
    const next = newOptions(element, context, where);
    if (!next) return;
    data = next;
    const replacement = buildFallback(data.location);
    replacement.hidden = fallback.hidden;
    fallback.replaceWith(replacement);
    fallback = replacement;
    live?.update(data, label());
    element.setAttribute('data-map-updates', String(Number(element.getAttribute('data-map-updates') ?? 0) + 1));
  };
  const stopWatching = watchOptions(element, update);

  return () => {
    cleaned = true;
    stopWatching();
    live?.remove();
    content.replaceChildren(...original);
    element.removeAttribute('data-map-state');
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
