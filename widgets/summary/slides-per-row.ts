/**
 * How many carousel items one group shows at a width
 * (docs/behaviour/content-blocks.md#content-blocks): under 480 px at most 2, under 724 px
 * at most 3, else as configured.
 */
export function slidesPerRowAt(width: number, configured: number): number {
  if (width < 480) return Math.min(configured, 2);
  if (width < 724) return Math.min(configured, 3);
  return configured;
}
