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
import { mapsSiteUrl, resolveLocation } from './location.ts';
import { mapsLink } from './fallback.ts';
import { MARKER_DRAWN_SIZE, MARKER_SIZE, markerUrl } from './marker-icon.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** The maps script must be ready within this (docs/behaviour/content-blocks.md#content-blocks). */
const MAP_READY_LIMIT_MS = 30000;

/** Resolves once the maps script at `url` has run and its API is there (once per page). */
export function loadMapsScript(url: string): Promise<void> {
  return loadScript(url, { timeoutMs: MAP_READY_LIMIT_MS, ready: mapsApi, host: MAPS_HOST });
}

/** A drawn map: `update` applies new data, `remove` takes the marker off. */
export interface LiveMap {
  canvas: HTMLElement;
  /** With `linkOnClick`, the keyboard's way to what a click on the map does (hidden otherwise). */
  link: HTMLAnchorElement;
  update(data: MapData, label: string): void;
  remove(): void;
}

/**
 * Draws the map for `data` in a new canvas (a region named `label`), or
 * undefined when the maps API is not there; throws what the maps service throws.
 * With `linkOnClick` a click on the map or the marker opens the place in a
 * maps site, and a link doing the same follows the canvas (shown on focus);
 * `markerDraggable` lets the visitor drag the marker.
 */
export function drawMap(data: MapData, label: string): LiveMap | undefined {
  const maps: MapsApi | undefined = mapsApi();
  if (!maps) return undefined;
  let current = data;
  const canvas = ownDoc.createElement('div');
  canvas.className = 'map-block-canvas';
  canvas.setAttribute('role', 'region');
  canvas.setAttribute('aria-label', label);
  const map = new maps.Map(canvas, { ...mapOptions(data) });
  const marker = new maps.Marker({
    map,
    position: resolveLocation(data.location).marker,
    title: data.location.addressTitle ?? '',
    draggable: data.markerDraggable,
    icon: {
      url: markerUrl(),
      size: new maps.Size(MARKER_SIZE.width, MARKER_SIZE.height),
      scaledSize: new maps.Size(MARKER_DRAWN_SIZE.width, MARKER_DRAWN_SIZE.height),
    },
  });
  const link = mapsLink(data.location, 'map-block-link');
  link.hidden = !data.linkOnClick;
  // `noopener`: the maps site gets no hold on this page (docs/behaviour/content-blocks.md#content-blocks).
  const open = () => {
    if (current.linkOnClick) window.open(mapsSiteUrl(current.location), '_blank', 'noopener');
  };
  const listeners = [map.addListener('click', open), marker.addListener('click', open)];
  return {
    canvas,
    link,
    update(next, nextLabel) {
      current = next;
      map.setOptions({ ...mapOptions(next) });
      marker.setPosition(resolveLocation(next.location).marker);
      marker.setDraggable(next.markerDraggable);
      link.href = mapsSiteUrl(next.location);
      link.hidden = !next.linkOnClick;
      canvas.setAttribute('aria-label', nextLabel);
    },
    remove() {
      listeners.forEach((listener) => listener.remove());
      marker.setMap(null);
      link.remove();
    },
  };
}
