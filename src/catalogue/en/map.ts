import type { Area } from '../area.ts';

/** The map block's static fallback (the project's wording; the documented rules (behaviour/vocabulary.md#catalogue) give none). */
export const MAP_TEXT = {
  name: 'map',
  messages: {
    map: 'Map',
    openInMaps: 'Open in a maps site',
  },
} as const satisfies Area;
