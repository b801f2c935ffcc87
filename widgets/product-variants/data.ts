/** No block JSON: the options are the element\'s `data-variants` (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'The 7.1 product options (`data-controller="ProductItemVariants"` on `.product-variants`): reads `data-variants` (a JSON list: `attributes`, `sku`, `price` or `priceMoney`, `salePrice`, `onSale`, `stock{unlimited, quantity}`); an unusable list leaves the markup as sent, with one message.';
