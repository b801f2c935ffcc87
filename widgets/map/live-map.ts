/**
 * The map itself, once the maps script has run: the maps service's map and
 * marker for the block's data, kept in step with it. Its own chunk, loaded
 * only for a site with a maps key, so a block that shows its address alone
 * never downloads it (docs/behaviour/blocks.md#hand-read-block-data).
 */
import { loadScript } from '../../src/dom/load-script.ts';
import type { MapData } from './data.ts';
import { MAPS_HOST } from './maps-settings.ts';
import { mapsApi, type MapsApi } from './maps-api.ts';
import { mapOptions } from './map-options.ts';
import { resolveLocation } from './location.ts';
import { MARKER_DRAWN_SIZE, MARKER_SIZE, markerUrl } from './marker-icon.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** The maps script must be ready within this (docs/behaviour/content-blocks.md#content-blocks). */
export const MAP_READY_LIMIT_MS = 30000;

/** Resolves once the maps script at `url` has run and its API is there (once per page). */
export function loadMapsScript(url: string): Promise<void> {
  return loadScript(url, { timeoutMs: MAP_READY_LIMIT_MS, ready: mapsApi, host: MAPS_HOST });
}

/** A drawn map: `update` applies new data, `remove` takes the marker off. */
export interface LiveMap {
  canvas: HTMLElement;
  update(data: MapData, label: string): void;
  remove(): void;
}

/**
 * Draws the map for `data` in a new canvas (a region named `label`), or
 * undefined when the maps API is not there; throws what the maps service throws.
 */
export function drawMap(data: MapData, label: string): LiveMap | undefined {
  const maps: MapsApi | undefined = mapsApi();
  if (!maps) return undefined;
  const canvas = ownDoc.createElement('div');
  canvas.className = 'map-block-canvas';
  canvas.setAttribute('role', 'region');
  canvas.setAttribute('aria-label', label);
  const map = new maps.Map(canvas, { ...mapOptions(data) });
  const marker = new maps.Marker({
    map,
    position: resolveLocation(data.location).marker,
    title: data.location.addressTitle ?? '',
    icon: { url: markerUrl(), size: new maps.Size(MARKER_SIZE.width, MARKER_SIZE.height), scaledSize: new maps.Size(MARKER_DRAWN_SIZE.width, MARKER_DRAWN_SIZE.height) },
  });
  return {
    canvas,
    update(next, nextLabel) {
      map.setOptions({ ...mapOptions(next) });
      marker.setPosition(resolveLocation(next.location).marker);
      canvas.setAttribute('aria-label', nextLabel);
    },
    remove: () => marker.setMap(null),
  };
}
