import MARKER_FILE from './marker.svg';

/** The marker image's size, drawn at half size (docs/behaviour/content-blocks.md#content-blocks). */
export const MARKER_SIZE = { width: 48, height: 64 } as const;

/** The drawn size: half the image's. */
export const MARKER_DRAWN_SIZE = { width: MARKER_SIZE.width / 2, height: MARKER_SIZE.height / 2 } as const;

/**
 * The marker: a pin, 48×64, shipped as a file beside this chunk (docs/security.md#map-marker):
 * a `data:` image is refused under a strict CSP (`default-src 'self'`), a file of the site's
 * own origin is not. The build gives its path relative to the chunk, resolved here against
 * the chunk's own address, not the page's.
 */
export const markerUrl = (): string => new URL(MARKER_FILE, import.meta.url).href;
