import type { MapData } from './data.ts';
import { resolveLocation } from './location.ts';
import type { MAP_STYLE, MapStyle } from '../../src/enums/map-style.ts';

/** One rule of the maps service's style list. */
type StyleRule = { featureType?: string; elementType?: string; stylers: Array<Record<string, unknown>> };

const minimal: StyleRule[] = [
  { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  { featureType: 'transit', stylers: [{ visibility: 'off' }] },
  { featureType: 'road', elementType: 'geometry', stylers: [{ visibility: 'simplified' }] },
];

/**
 * The look of each map style (docs/behaviour/content-blocks.md#content-blocks), by the shared style
 * numbers. The table is held to them by type (one entry per number, no other), so the
 * chunk carries the numbers and not the enumeration object.
 */
const STYLE_RULES: Record<number, StyleRule[]> = {
  1: [], // Original
  2: [{ stylers: [{ saturation: -100 }] }], // Grayscale
  3: [], // Satellite
  4: [{ stylers: [{ saturation: -100 }, { lightness: 40 }] }, ...minimal], // Minimal Light
  5: [{ stylers: [{ invert_lightness: true }, { saturation: -100 }, { lightness: -10 }] }, ...minimal], // Minimal Dark
  6: [{ stylers: [{ hue: '#0071bc' }, { saturation: -40 }] }, ...minimal], // Minimal Blue
} satisfies Record<MapStyle, StyleRule[]>;

/** The satellite style's number, the photo map. */
const SATELLITE = 3 satisfies (typeof MAP_STYLE)['SATELLITE'];

/** The options handed to the maps service for the block's data. */
export interface MapOptions {
  center: { lat: number; lng: number };
  zoom: number;
  mapTypeId: 'roadmap' | 'terrain' | 'satellite' | 'hybrid';
  styles: StyleRule[];
  disableDefaultUI: boolean;
  zoomControl: boolean;
  draggable: boolean;
  scrollwheel: boolean;
}

/**
 * The block's style, labels, terrain and controls as map options
 * (docs/behaviour/content-blocks.md#content-blocks): Satellite is the photo map (with
 * labels, the hybrid one), terrain the relief map, labels off hides every
 * label, controls off removes the default controls. By default the page
 * scrolls over the map and it pans by dragging (`scrollwheel`, `draggable`).
 */
export function mapOptions(data: MapData): MapOptions {
  const { center, zoom } = resolveLocation(data.location);
  const satellite = data.style === SATELLITE;
  const mapTypeId = satellite ? (data.labels ? 'hybrid' : 'satellite') : data.terrain ? 'terrain' : 'roadmap';
  const styles = [...(STYLE_RULES[data.style] ?? [])];
  if (!data.labels) styles.push({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
  return {
    center,
    zoom,
    mapTypeId,
    styles,
    disableDefaultUI: !data.controls,
    zoomControl: data.controls,
    draggable: data.draggable,
    scrollwheel: data.scrollwheel,
  };
}
