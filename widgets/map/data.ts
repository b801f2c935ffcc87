/**
 * The map block's data declaration (docs/behaviour/content-blocks.md#content-blocks:
 * "map (4)"; docs/behaviour/blocks.md#block-data-declaration): the one statement of
 * the fields it reads, from which the widget reads them, `site-runtime check`
 * reports and docs/block-schemas.md is written. The map renders from
 * defaults alone (a fixed city centre), so no value refuses the block; the
 * platform's layout fields beside these are ignored.
 */
import type { Values } from '../../src/block-data/field.ts';
import { bool, num, text } from '../../src/block-data/fields.ts';
import { object } from '../../src/block-data/object.ts';
import type { MAP_STYLE } from '../../src/enums/map-style.ts';

/** One line for the block-schema reference. */
export const summary =
  'The map block (4): `location` (the documented map location fields), `style` 1–6, `labels`, `terrain`, `controls`, `draggable`, `scrollwheel`, `markerDraggable`, `linkOnClick`. The maps script takes its key from the site context (`website.mapsSettings.apiKey`); without it, or when the script fails, the block shows the address and a link to a maps site.';

/** The map location (docs/behaviour/content-blocks.md#content-blocks). */
const location = {
  mapLat: num({ description: "The centre's latitude (default: a fixed city centre)." }),
  mapLng: num({ description: "The centre's longitude." }),
  mapZoom: num({ min: 0, max: 22, description: 'The zoom level (default 12).' }),
  markerLat: num({ description: "The marker's latitude (default: the centre)." }),
  markerLng: num({ description: "The marker's longitude (default: the centre)." }),
  addressTitle: text({ description: "The place's name, the map's accessible name." }),
  addressLine1: text({ description: 'First address line.' }),
  addressLine2: text({ description: 'Second address line.' }),
  addressCountry: text({ description: 'Country.' }),
};

/** The map's fields. */
export const fields = {
  // Every location field may be absent, so no field is a fixed city centre (the cast says so to the type).
  location: object(location, { default: {} as Values<typeof location>, description: 'Where the map is centred and what the address says.' }),
  // The shared style numbers' range, held to them by type (the chunk carries two numbers, not the enumeration).
  style: num({
    integer: true,
    min: 1 satisfies (typeof MAP_STYLE)['ORIGINAL'],
    max: 6 satisfies (typeof MAP_STYLE)['MINIMAL_BLUE'],
    default: 1 satisfies (typeof MAP_STYLE)['ORIGINAL'],
    description: '1 Original, 2 Grayscale, 3 Satellite, 4 Minimal Light, 5 Minimal Dark, 6 Minimal Blue.',
  }),
  labels: bool({ default: true, description: 'Show place labels.' }),
  terrain: bool({ default: false, description: 'Show terrain.' }),
  controls: bool({ default: false, description: 'Show the map controls.' }),
  draggable: bool({ default: true, description: 'The map pans when dragged.' }),
  scrollwheel: bool({ default: false, description: 'The mouse wheel zooms the map (off: the page scrolls over it).' }),
  markerDraggable: bool({ default: false, description: 'The visitor may drag the marker (it moves on this page only).' }),
  linkOnClick: bool({
    default: false,
    description: 'A click on the map or its marker opens the place in a maps site in a new tab; a link to it is then in the map for the keyboard.',
  }),
};

/** The map's data as read. */
export type MapData = Values<typeof fields>;
/** The location as read: each field present or not. */
export type MapLocation = Partial<Values<typeof location>>;
