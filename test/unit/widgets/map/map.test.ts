// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressLines, mapsSiteUrl, resolveLocation } from '../../../../widgets/map/location.ts';
import { mapOptions } from '../../../../widgets/map/map-options.ts';
import { mapsScript } from '../../../../widgets/map/maps-settings.ts';
import { MARKER_DRAWN_SIZE, MARKER_SIZE } from '../../../../widgets/map/marker-icon.ts';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/map/data.ts';
import type { SiteContext } from '../../../../src/site-context.ts';
import { MAP_STYLE } from '../../../../src/enums/map-style.ts';

// Values the runtime uses, written out (their modules keep them private).
const DEFAULT_ZOOM = 12;
const DEFAULT_CENTER = { lat: 40.7207559, lng: -74.0007613 } as const;

const site = (website: Record<string, unknown>) => ({ website: { id: 'w', ...website }, pageType: 2 }) as SiteContext;

describe('map block', () => {
  it('defaults to the fixed centre at zoom 12 with the marker at the centre', () => {
    const { center, zoom, marker } = resolveLocation({});
    expect(center).toEqual(DEFAULT_CENTER);
    expect(zoom).toBe(DEFAULT_ZOOM);
    expect(marker).toEqual(center);
    expect(resolveLocation({ mapLat: 1, mapLng: 2, markerLat: 3, markerLng: 4 }).marker).toEqual({ lat: 3, lng: 4 });
  });

  it('draws the 48×64 marker at half size', () => {
    expect(MARKER_SIZE).toEqual({ width: 48, height: 64 });
    expect(MARKER_DRAWN_SIZE).toEqual({ width: 24, height: 32 });
  });

  it('maps styles, labels, terrain and controls to map options', () => {
    const base = readBlock(fields, {}).value;
    expect(mapOptions(base)).toMatchObject({ mapTypeId: 'roadmap', styles: [], disableDefaultUI: true, zoom: 12 });
    expect(mapOptions({ ...base, style: 3 }).mapTypeId).toBe('hybrid');
    expect(mapOptions({ ...base, style: 3, labels: false }).mapTypeId).toBe('satellite');
    expect(mapOptions({ ...base, terrain: true }).mapTypeId).toBe('terrain');
    expect(mapOptions({ ...base, style: 2 }).styles).toEqual([{ stylers: [{ saturation: -100 }] }]);
    expect(mapOptions({ ...base, labels: false }).styles).toContainEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
    expect(mapOptions({ ...base, controls: true })).toMatchObject({ disableDefaultUI: false, zoomControl: true });
    for (const style of [1, 2, 3, 4, 5, 6]) expect(readBlock(fields, { style })).toEqual({ value: { ...base, style }, problems: [] });
    expect(readBlock(fields, { style: 7 }).problems).toEqual([
      { field: 'style', message: 'expected a whole number from 1 to 6, got 7; the default is used', refused: false },
    ]);
  });

  it('reads draggable (on), scrollwheel, markerDraggable and linkOnClick (off) and hands the first two to the map', () => {
    const base = readBlock(fields, {}).value;
    expect(base).toMatchObject({ draggable: true, scrollwheel: false, markerDraggable: false, linkOnClick: false });
    expect(mapOptions(base)).toMatchObject({ draggable: true, scrollwheel: false });
    expect(mapOptions({ ...base, draggable: false, scrollwheel: true })).toMatchObject({ draggable: false, scrollwheel: true });
    const read = readBlock(fields, { markerDraggable: true, linkOnClick: 'yes' });
    expect(read.value).toMatchObject({ markerDraggable: true, linkOnClick: false });
    expect(read.problems).toEqual([expect.objectContaining({ field: 'linkOnClick', refused: false })]);
  });

  it('reads the style by the shared map style numbers: only 1 to 6, each with its own look', () => {
    const base = readBlock(fields, {}).value;
    expect(base.style).toBe(MAP_STYLE.ORIGINAL);
    // Out of range, a fraction, a name: the Original style, one problem each; "2" (a number written as text) is 2.
    for (const style of [0, 2.5, 'grey'])
      expect(readBlock(fields, { style })).toMatchObject({ value: { style: MAP_STYLE.ORIGINAL }, problems: [{ field: 'style', refused: false }] });
    expect(readBlock(fields, { style: '2' }).value.style).toBe(MAP_STYLE.GRAYSCALE);
    expect(mapOptions({ ...base, style: MAP_STYLE.SATELLITE }).mapTypeId).toBe('hybrid');
    expect(mapOptions({ ...base, style: MAP_STYLE.MINIMAL_DARK }).styles[0]).toEqual({
      stylers: [{ invert_lightness: true }, { saturation: -100 }, { lightness: -10 }],
    });
    expect(mapOptions({ ...base, style: MAP_STYLE.MINIMAL_BLUE }).styles[0]).toEqual({ stylers: [{ hue: '#0071bc' }, { saturation: -40 }] });
    expect(fields.style.description).toBe('1 Original, 2 Grayscale, 3 Satellite, 4 Minimal Light, 5 Minimal Dark, 6 Minimal Blue.');
  });

  it('takes the key from website.mapsSettings, with language and region from website.language', () => {
    expect(mapsScript(site({}))).toBeUndefined();
    expect(mapsScript(site({ mapsSettings: { apiKey: ' ' } }))).toBeUndefined();
    const script = mapsScript(site({ language: 'fr-ca', mapsSettings: { apiKey: 'K&1' } }))!;
    expect(script.url).toBe('https://maps.googleapis.com/maps/api/js?key=K%261&language=fr&region=CA');
    expect(mapsScript(site({ mapsSettings: { apiKey: 'k', scriptUrl: '/standin.js' } }))!.url).toBe('/standin.js?key=k');
  });

  it('links the fallback to a maps site by address, else by coordinates', () => {
    const location = { addressTitle: 'Bakery', addressLine1: '12 Baker St', addressCountry: '' };
    expect(addressLines(location)).toEqual(['Bakery', '12 Baker St']);
    expect(mapsSiteUrl(location)).toBe('https://www.google.com/maps/search/?api=1&query=Bakery%2C%2012%20Baker%20St');
    expect(mapsSiteUrl({ mapLat: 1.5, mapLng: 2 })).toBe('https://www.google.com/maps/search/?api=1&query=1.5%2C2');
  });
});
