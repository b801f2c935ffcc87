// @vitest-environment node
import { describe } from 'vitest';
import { readMap } from '../../../../widgets/map/read-map.ts';
import { schema } from '../../../../widgets/map/schema.ts';
import { readerAgreesWithSchema } from '../../support/reader-agrees.ts';

const location = { mapLat: 40.7, mapLng: -74, mapZoom: 14, markerLat: 40.71, markerLng: -74.01, addressTitle: 'Shop', addressLine1: '1 Main St', addressLine2: 'NYC', addressCountry: 'US', extra: 1 };

describe('readMap agrees with the map schema', () => {
  readerAgreesWithSchema(schema, readMap, [
    ['every field, unknown ones dropped', { location, style: 6, labels: false, terrain: true, controls: true, layout: 'x' }, true],
    ['nothing: every default', undefined, true],
    ['null: every default', null, true],
    ['an empty location', { location: {} }, true],
    ['zoom at its bounds', { location: { mapZoom: 0 } }, true],
    ['zoom 22', { location: { mapZoom: 22, mapLat: -0 } }, true],
    ['a location that is not an object', { location: 'Paris' }, false],
    ['a null location', { location: null }, false],
    ['a latitude as text', { location: { mapLat: 'x' } }, false],
    ['a marker longitude as text', { location: { markerLng: '1' } }, false],
    ['zoom over 22', { location: { mapZoom: 23 } }, false],
    ['a negative zoom', { location: { mapZoom: -1 } }, false],
    ['a numeric address line', { location: { addressLine2: 2 } }, false],
    ['style 0', { style: 0 }, false],
    ['style 7', { style: 7 }, false],
    ['a fractional style', { style: 2.5 }, false],
    ['labels as text', { labels: 'yes' }, false],
    ['terrain as a number', { terrain: 1 }, false],
    ['controls null', { controls: null }, false],
    ['the first bad field is named', { location: { mapLat: 'x' }, style: 9 }, false],
    ['an array', [], false],
  ]);
});
