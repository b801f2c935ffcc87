/** Markup only: the block carries no data. */

/** One line for the block-schema reference. */
export const summary =
  'The archive block (61): no JSON data. `.archive-block-wrapper > .archive-group-list > .archive-group` are the groups (a month, a category), each an `a.archive-group-name-link` and its `ul.archive-item-list` of posts; with `.archive-block-dropdown` on the wrapper each group opens and closes.';
