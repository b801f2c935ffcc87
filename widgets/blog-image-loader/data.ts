/** No JSON data: the server markup carries everything this controller needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  "The 7.1 blog list's image loader (`data-controller=\"BlogImageLoader\"` on the blog collection's wrapper): no JSON read; each post's `img[data-src]` loads near the view at its width step, an `.image-wrapper` image filling its box around its focal point.";
