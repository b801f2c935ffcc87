/**
 * The parts of a 7.1 product page that its controllers share
 * (docs/behaviour/commerce.md#product-controllers): the product around a controller
 * (`.ProductItem`, `section.product-detail` or `.product-details`), its
 * option selects, its variants (the `data-variants` of its
 * `ProductItemVariants` element) and its add-to-cart button.
 */
import type { ProductVariant } from './variants.ts';
import { variantsOf71 } from './variants-71.ts';

/** The element a 7.1 product page's purchase parts live in. */
const PRODUCT_ROOT = '.ProductItem, .product-detail, .product-details';

/** The product `element` belongs to: the nearest product element, else its section, else the element itself. */
export const productRoot = (element: Element): Element => element.closest(PRODUCT_ROOT) ?? element.closest('section') ?? element;

/** The option selects of the product. */
export const optionSelects = (root: ParentNode): HTMLSelectElement[] =>
  Array.from(root.querySelectorAll<HTMLSelectElement>('.variant-option select, select[data-variant-option-name]'));

/** The element holding `data-variants`: `element` itself, or the one in its product. */
export const variantsElement = (element: Element, root: ParentNode): Element | null =>
  element.hasAttribute('data-variants') ? element : root.querySelector('[data-variants]');

/**
 * The product's variants. A product with no `data-variants` at all is one
 * variant without options whose stock the server checks.
 *
 * @throws an Error naming the attribute when it is there but unusable
 */
export function productVariants71(holder: Element | null): ProductVariant[] {
  if (!holder) return [{ options: Object.create(null), price: 0, onSale: false, qtyInStock: 0, unlimited: true, sku: '' }];
  return variantsOf71(holder.getAttribute('data-variants'));
}

/** The product's add-to-cart button. */
export const cartButton = (root: ParentNode): HTMLElement | null => root.querySelector<HTMLElement>('.sqs-add-to-cart-button, button[data-add-to-cart]');
