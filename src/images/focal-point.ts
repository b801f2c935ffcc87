/** Where the subject of an image is, as fractions of its width and height. */
export interface FocalPoint {
  x: number;
  y: number;
}

/**
 * The centre: what an image without a usable focal point gets. A literal, not `Object.freeze`d:
 * a call makes the module hold state to the build's chunk rule, which then kept it a file of its
 * own that every page with images asked for (docs/behaviour/chunks.md#no-waterfall).
 */
const DEFAULT_FOCAL_POINT: Readonly<FocalPoint> = { x: 0.5, y: 0.5 };

const fraction = (text: string | undefined): number | undefined => {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : undefined;
};

/**
 * Reads `data-image-focal-point` ("x,y", fractions). Each part missing or
 * not a number falls back to 0.5; values are clamped to 0…1.
 */
export function parseFocalPoint(text: string | null | undefined): FocalPoint {
  const [x, y] = (text ?? '').split(',');
  return { x: fraction(x) ?? DEFAULT_FOCAL_POINT.x, y: fraction(y) ?? DEFAULT_FOCAL_POINT.y };
}

/** Reads `data-image-dimensions` ("WxH"); undefined unless both are positive numbers. */
export function parseDimensions(text: string | null | undefined): { width: number; height: number } | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(text ?? '');
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}
