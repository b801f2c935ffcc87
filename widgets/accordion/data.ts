/** No JSON data: the server markup carries everything this block needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary = 'The accordion block (69): no JSON data. Its items, their open state and the one-open rule are read from the server markup.';
