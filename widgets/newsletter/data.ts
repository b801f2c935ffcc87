/** No JSON data: the server markup carries everything this block needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  "The newsletter block (51): no JSON data. `form.newsletter-form[data-form-id]` (with `data-collection-id`, `data-object-name`) gives the submission's parameters; its named inputs are the fields.";
