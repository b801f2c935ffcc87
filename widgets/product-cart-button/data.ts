/** No JSON data: the server markup carries everything this controller needs (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 add-to-cart button (`data-controller="ProductCartButton"` around `.sqs-add-to-cart-button`): no JSON read; the product is the button\'s `data-product-id` (else `data-item-id`), the variant the product\'s options and `data-variants`.';
