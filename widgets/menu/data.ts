/** Markup only: the block carries no data. */

/** One line for the block-schema reference. */
export const summary =
  'The menu block (18): no JSON data. `.menu-selector[role=tablist] > .menu-select-labels[role=tab]` are the tabs, `.menus > .menu[role=tabpanel]` their panels, in the same order.';
