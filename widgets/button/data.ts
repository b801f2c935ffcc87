/** No JSON data: the server markup carries everything this block needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The button block (53): no JSON data. The tracking payload (id, buttonText, clickthroughUrl, alignment, size, newWindow, context) is read from `.sqs-block-button-container[data-alignment][data-button-size] > a.sqs-block-button-element`.';
