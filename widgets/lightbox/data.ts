/** No JSON data: the server markup carries everything this controller needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 lightbox (`data-controller="Lightbox"`): no JSON read; the images inside (`img[data-src][data-image-dimensions]`) open full size in the shared lightbox.';
