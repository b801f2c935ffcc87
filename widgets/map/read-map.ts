/**
 * Reads the map block's data into the same typed value its zod schema
 * (`./schema.ts`) gives, defaults filled and unknown fields dropped, or
 * throws a `BlockDataError` naming the first field at fault, as
 * `parseBlockData` would. By hand, so the map's first view carries no zod
 * runtime (docs/behaviour.md#hand-read-block-data); the schema stays the
 * documented statement of the data, and
 * `test/unit/widgets/map/read-map.test.ts` holds the two together.
 */
import { boolean, number, object, optional, string, type JsonObject, withDefault } from '../../src/block-data/read-json.ts';
import type { MAP_STYLE } from '../../src/enums/map-style.ts';
import type { MapData, MapLocation } from './schema.ts';

const coordinate = (value: unknown, field: string) => number(value, field);
const zoom = (value: unknown, field: string) => number(value, field, { min: 0, max: 22 });
// The shared style numbers' range, held to them by type (the chunk carries two numbers, not the enumeration).
const style = (value: unknown, field: string) =>
  number(value, field, { integer: true, min: 1 satisfies (typeof MAP_STYLE)['ORIGINAL'], max: 6 satisfies (typeof MAP_STYLE)['MINIMAL_BLUE'] });

/** The map location, each field optional. */
function readLocation(value: unknown, field: string): MapLocation {
  const where: JsonObject = object(value, field);
  const path = `${field}.`;
  return {
    ...optional(where, 'mapLat', path, coordinate),
    ...optional(where, 'mapLng', path, coordinate),
    ...optional(where, 'mapZoom', path, zoom),
    ...optional(where, 'markerLat', path, coordinate),
    ...optional(where, 'markerLng', path, coordinate),
    ...optional(where, 'addressTitle', path, string),
    ...optional(where, 'addressLine1', path, string),
    ...optional(where, 'addressLine2', path, string),
    ...optional(where, 'addressCountry', path, string),
  } as MapLocation;
}

/** The map's data from its block JSON. */
export function readMap(raw: unknown): MapData {
  const data = object(raw ?? {}, '(root)');
  return {
    location: withDefault(data, 'location', '', readLocation, {}),
    style: withDefault(data, 'style', '', style, 1 satisfies (typeof MAP_STYLE)['ORIGINAL']),
    labels: withDefault(data, 'labels', '', boolean, true),
    terrain: withDefault(data, 'terrain', '', boolean, false),
    controls: withDefault(data, 'controls', '', boolean, false),
  };
}
