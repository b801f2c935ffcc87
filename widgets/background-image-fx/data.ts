/** No block JSON: the settings are the section\'s `data-current-context` (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 parallax section background (`data-controller="BackgroundImageFXParallax"` on `.section-background-content`): the section\'s `data-current-context` `backgroundMediaEffect` (`type: "parallax"`, `rotation` in degrees, `intensity` 0-100), read leniently; shows `img.background-image-fx` and moves it with the scroll.';
