/** No JSON data: the server markup carries everything this controller needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 section wrapper (`data-controller="SectionWrapperController"`): no JSON read; a `.section-background img` is placed at its `data-image-focal-point`.';
