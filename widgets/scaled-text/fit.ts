/** The smallest size scaled text shrinks to (docs/behaviour/content-blocks.md#content-blocks). */
const MIN_FONT_SIZE_PX = 11;

/** Quiet period after the last resize before refitting. */
export const RESIZE_DEBOUNCE_MS = 100;

/**
 * The font size that makes text of `contentWidth` (measured at `measuredAt`
 * px) fit `availableWidth`: never above `maxSize`, never below 11 px.
 */
export function fittedFontSize(measuredAt: number, contentWidth: number, availableWidth: number, maxSize: number): number {
  if (contentWidth <= 0 || availableWidth <= 0) return Math.max(MIN_FONT_SIZE_PX, maxSize);
  const fitted = Math.floor(measuredAt * (availableWidth / contentWidth) * 100) / 100;
  return Math.max(MIN_FONT_SIZE_PX, Math.min(maxSize, fitted));
}
