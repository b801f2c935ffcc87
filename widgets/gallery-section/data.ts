/** No block JSON: the section\'s settings are its `data-props` (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 gallery sections (`data-controller="GalleryGrid"`, `GalleryMasonry`, `GallerySlideshow`, `GalleryFullscreenSlideshow`, `GalleryReel`, `GalleryStrips`): settings from `data-props` (`numColumns`, `gutter`, `lightboxEnabled`, `autoplay`, `autoplayDuration`), read leniently; no `data-block-json`.';
