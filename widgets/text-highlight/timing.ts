import type { TEXT_HIGHLIGHT_DEFAULTS } from '../../src/enums/text-highlight.ts';

/**
 * The text highlight's timing constants (docs/behaviour/content-blocks.md#content-blocks); the initial
 * delay must equal the shared default (checked by type, so the chunk carries only the number).
 */
const HIGHLIGHT_TIMING = {
  initialDelayMs: 250 satisfies (typeof TEXT_HIGHLIGHT_DEFAULTS)['initialDelayMs'],
  minShare: 0.2,
  maxShare: 1,
} as const;

/**
 * One segment's duration in ms: the configured duration (seconds) scaled
 * by the distance it travels against the longest segment, never under 20%
 * nor over 100% of it.
 */
function segmentDurationMs(durationS: number, distance: number, longest: number): number {
  const share = longest > 0 ? distance / longest : 1;
  return Math.round(durationS * 1000 * Math.min(HIGHLIGHT_TIMING.maxShare, Math.max(HIGHLIGHT_TIMING.minShare, share)));
}

/** Start times (ms after the initial delay) and durations of segments played one after another. */
export function schedule(durationS: number, distances: number[]): Array<{ delay: number; duration: number }> {
  const longest = Math.max(0, ...distances);
  let at: number = HIGHLIGHT_TIMING.initialDelayMs;
  return distances.map((distance) => {
    const duration = segmentDurationMs(durationS, distance, longest);
    const slot = { delay: at, duration };
    at += duration;
    return slot;
  });
}
