/** The member area reads its markup only. */

/** One line for the block-schema reference. */
export const summary =
  'The member area block (67): a pricing-option toggle (`[data-pricing-option="left|right"]` buttons) switches which `[data-pricing-content="left|right"]` price and join button or section shows. No data.';
