/** No JSON data: the server markup carries everything this controller needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 header (`data-controller="Header"`): no JSON read. `.header-burger-btn` opens and closes the mobile menu `.header-menu` by `header--menu-open` on `<body>`; a folder link (`a[data-folder-id]`) in it opens its panel `[data-folder]`.';
