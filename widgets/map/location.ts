import type { MapLocation } from './data.ts';

/** The default centre when the block names none: a fixed city (New York). */
const DEFAULT_CENTER = { lat: 40.7207559, lng: -74.0007613 } as const;
/** The default zoom (docs/behaviour/content-blocks.md#content-blocks). */
const DEFAULT_ZOOM = 12;

/** A point on the map. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The centre, zoom and marker a location resolves to, defaults filled in (the marker at the centre when absent). */
export function resolveLocation(location: MapLocation): { center: LatLng; zoom: number; marker: LatLng } {
  const center = { lat: location.mapLat ?? DEFAULT_CENTER.lat, lng: location.mapLng ?? DEFAULT_CENTER.lng };
  const marker = location.markerLat !== undefined && location.markerLng !== undefined ? { lat: location.markerLat, lng: location.markerLng } : center;
  return { center, zoom: location.mapZoom ?? DEFAULT_ZOOM, marker };
}

/** The address lines that are present, title first. */
export function addressLines(location: MapLocation): string[] {
  return [location.addressTitle, location.addressLine1, location.addressLine2, location.addressCountry].filter((line): line is string => Boolean(line?.trim()));
}

/** A link that opens the place in a maps site: by address when there is one, else by coordinates. */
export function mapsSiteUrl(location: MapLocation): string {
  const { marker } = resolveLocation(location);
  const address = addressLines(location).join(', ');
  const query = address || `${marker.lat},${marker.lng}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
