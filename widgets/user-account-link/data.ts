/** No JSON data: the server markup carries everything this controller needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 site-user login link (`data-controller="UserAccountLink"` on `.user-accounts-link`): no JSON read; shows `span.unauth` or `span.auth` and marks the link `loaded`; signed out it opens the login dialog.';
