/** No JSON data: the server markup carries everything this controller needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 list sections (`data-controller="UserItemsListCarousel"`, `UserItemsListBannerSlideshow`, `UserItemsListSimple`): no JSON read; the slides move with the `…__arrow-button--left/right` and `mobile-arrow-button--left/right` controls.';
