/**
 * The widths the platform's image service serves (docs/behaviour/images.md#image-loading),
 * largest first. Asking for any other width would miss the service's cache.
 */
const IMAGE_WIDTH_STEPS = [2500, 1500, 1000, 750, 500, 300, 100] as const;

/** One of {@link IMAGE_WIDTH_STEPS}. */
export type ImageWidthStep = (typeof IMAGE_WIDTH_STEPS)[number];

/**
 * The smallest step at least `wanted` pixels wide, or the largest step when
 * nothing is that wide; a non-positive or non-finite width gets the smallest.
 */
export function widthStepFor(wanted: number): ImageWidthStep {
  if (!(wanted > 0) || !Number.isFinite(wanted)) return wanted === Infinity ? IMAGE_WIDTH_STEPS[0] : IMAGE_WIDTH_STEPS[IMAGE_WIDTH_STEPS.length - 1]!;
  let chosen: ImageWidthStep = IMAGE_WIDTH_STEPS[0];
  for (const step of IMAGE_WIDTH_STEPS) if (step >= wanted) chosen = step;
  return chosen;
}
