import * as z from 'zod/mini';
import type { MAP_STYLE } from '../../src/enums/map-style.ts';

/** One line for the block-schema reference. */
export const summary =
  'The map block (4): `location` (the documented map location fields), `style` 1–6, `labels`, `terrain`, `controls`. The maps script takes its key from the site context (`website.mapsSettings.apiKey`); without it, or when the script fails, the block shows the address and a link to a maps site.';

const coordinate = (description: string) => z.optional(z.number().register(z.globalRegistry, { description }));
const text = (description: string) => z.optional(z.string().register(z.globalRegistry, { description }));

/** The map location (behaviour.md#widget-contract, "Map location"). */
export const locationSchema = z.object({
  mapLat: coordinate('The centre\'s latitude (default: a fixed city centre).'),
  mapLng: coordinate('The centre\'s longitude.'),
  mapZoom: z.optional(z.number().check(z.gte(0), z.lte(22)).register(z.globalRegistry, { description: 'The zoom level (default 12).' })),
  markerLat: coordinate('The marker\'s latitude (default: the centre).'),
  markerLng: coordinate('The marker\'s longitude (default: the centre).'),
  addressTitle: text('The place\'s name, the map\'s accessible name.'),
  addressLine1: text('First address line.'),
  addressLine2: text('Second address line.'),
  addressCountry: text('Country.'),
});

/** The map block model (behaviour.md#widget-contract, "Map block model"); the platform's layout fields beside it are ignored. */
export const schema = z.object({
  location: z._default(locationSchema, {}),
  // A range check over the shared style numbers (held to them by type), as `./read-map.ts`
  // reads it, the widget's own reader.
  style: z._default(z.number().check(z.int(), z.gte(1 satisfies (typeof MAP_STYLE)['ORIGINAL']), z.lte(6 satisfies (typeof MAP_STYLE)['MINIMAL_BLUE'])).register(z.globalRegistry, {
    description: '1 Original, 2 Grayscale, 3 Satellite, 4 Minimal Light, 5 Minimal Dark, 6 Minimal Blue.',
  }), 1 satisfies (typeof MAP_STYLE)['ORIGINAL']),
  labels: z._default(z.boolean().register(z.globalRegistry, { description: 'Show place labels (default true).' }), true),
  terrain: z._default(z.boolean().register(z.globalRegistry, { description: 'Show terrain (default false).' }), false),
  controls: z._default(z.boolean().register(z.globalRegistry, { description: 'Show the map controls (default false).' }), false),
});

/** The validated map data. */
export type MapData = z.infer<typeof schema>;
/** The validated location. */
export type MapLocation = z.infer<typeof locationSchema>;

/** What the widget reads its data with: `site-runtime check` runs the same function (docs/behaviour.md#check). */
export { readMap as read } from './read-map.ts';
