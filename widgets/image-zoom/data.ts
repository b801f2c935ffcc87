/** No JSON data: the server markup carries everything this controller needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 image zoom (`data-controller="ImageZoom"`): no JSON read; each `[data-image-zoom]` host inside (a number from 1.5 to 4 is the magnification) zooms under the pointer and by keyboard.';
