/** The marker image's size, drawn at half size (docs/behaviour.md#content-blocks). */
export const MARKER_SIZE = { width: 48, height: 64 } as const;

/** The drawn size: half the image's. */
export const MARKER_DRAWN_SIZE = { width: MARKER_SIZE.width / 2, height: MARKER_SIZE.height / 2 } as const;

/** The marker: a pin, 48×64, as an SVG data URL (only used once the maps script, from the maps origin, runs). */
export const MARKER_URL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="64" viewBox="0 0 48 64"><path d="M24 0C10.7 0 0 10.7 0 24c0 18 24 40 24 40s24-22 24-40C48 10.7 37.3 0 24 0z" fill="#222"/><circle cx="24" cy="24" r="9" fill="#fff"/></svg>',
  );
