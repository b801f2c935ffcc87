// @vitest-environment node
/**
 * The map block's data as the platform writes it
 * (docs/behaviour/blocks.md#block-data-declaration): the map renders from its
 * defaults, so no value refuses it; each value it cannot use is its
 * default with one problem, a location's field included.
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/map/data.ts';

const read = (raw: unknown) => readBlock(fields, raw);
const INTERACTION = { draggable: true, scrollwheel: false, markerDraggable: false, linkOnClick: false };
const DEFAULTS = { location: {}, style: 1, labels: true, terrain: false, controls: false, ...INTERACTION };

describe('map data', () => {
  it('a platform map reads without a word; its layout fields are dropped', () => {
    const location = {
      mapLat: 40.7,
      mapLng: -74,
      mapZoom: 14,
      markerLat: 40.71,
      markerLng: -74.01,
      addressTitle: 'Harbour Office',
      addressLine1: '1 Quay St',
      addressLine2: 'Port Town',
      addressCountry: 'Nowhere',
    };
    expect(read({ location, style: 4, labels: false, terrain: true, controls: 'true', hSize: null, floatDir: null, vSize: 11 })).toEqual({
      value: { location, style: 4, labels: false, terrain: true, controls: true, ...INTERACTION },
      problems: [],
    });
    expect(read({ location: { mapLat: '40.7', mapZoom: '3' } }).value.location).toEqual({ mapLat: 40.7, mapZoom: 3 });
  });

  it('nothing, null and {} are every default, silently', () => {
    for (const raw of [undefined, null, {}]) expect(read(raw)).toEqual({ value: DEFAULTS, problems: [] });
  });

  it.each([
    ['style out of range', { style: 9 }, 'style', 'expected a whole number from 1 to 6, got 9; the default is used'],
    ['style a fraction', { style: 2.5 }, 'style', 'expected a whole number from 1 to 6, got 2.5; the default is used'],
    ['style null', { style: null }, 'style', 'expected a whole number from 1 to 6, got null; the default is used'],
    ['style a name', { style: 'satellite' }, 'style', 'expected a whole number from 1 to 6, got "satellite"; the default is used'],
    ['labels a number', { labels: 0 }, 'labels', 'expected true or false, got 0; the default is used'],
    ['controls null', { controls: null }, 'controls', 'expected true or false, got null; the default is used'],
    ['location a string', { location: '1 Quay St' }, 'location', 'expected an object, got "1 Quay St"; the default is used'],
  ])('%s: the default, one warning, never a refusal', (_, raw, field, message) => {
    expect(read(raw)).toEqual({ value: DEFAULTS, problems: [{ field, message, refused: false }] });
  });

  it('a location field it cannot use is left out with one warning; the others are kept', () => {
    expect(read({ location: { mapLat: 'north', mapZoom: 30, addressTitle: 7, addressLine1: '1 Quay St' } })).toEqual({
      value: { ...DEFAULTS, location: { addressLine1: '1 Quay St' } },
      problems: [
        { field: 'location.mapLat', message: 'expected a number, got "north"; the default is used', refused: false },
        { field: 'location.mapZoom', message: 'expected a number from 0 to 22, got 30; the default is used', refused: false },
        { field: 'location.addressTitle', message: 'expected text, got 7; the default is used', refused: false },
      ],
    });
  });
});
