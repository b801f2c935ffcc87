/**
 * The part of the maps service's API the map block uses (the stand-in in
 * the QA fixtures implements the same).
 */
export interface MapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => { setOptions(options: Record<string, unknown>): void } & Listening;
  Marker: new (options: Record<string, unknown>) => {
    setPosition(position: { lat: number; lng: number }): void;
    setDraggable(draggable: boolean): void;
    setMap(map: unknown): void;
  } & Listening;
  Size: new (width: number, height: number) => unknown;
}

/** A map or marker's events (`click`): `addListener` returns the listener, removed with `remove()`. */
interface Listening {
  addListener(event: string, handler: () => void): { remove(): void };
}

/** The maps API once its script has run, else undefined. */
export function mapsApi(): MapsApi | undefined {
  const google = (window as unknown as { google?: { maps?: Partial<MapsApi> } }).google;
  const maps = google?.maps;
  return maps && typeof maps.Map === 'function' && typeof maps.Marker === 'function' && typeof maps.Size === 'function' ? (maps as MapsApi) : undefined;
}
