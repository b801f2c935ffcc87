/** No JSON data: the server markup carries everything this controller needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 product gallery (`data-controller="ProductGallery"` on `.ProductItem-gallery`): no JSON read; shows one `.ProductItem-gallery-slides-item` (`selected`), marks slides and thumbnails `loaded`, and the thumbnails and previous/next controls switch the slide.';
