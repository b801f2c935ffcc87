/**
 * The 7.1 `ProductCartButton` controller (docs/behaviour/commerce.md#product-controllers):
 * a thin adapter over the product item module's press
 * (modules/product-item/press.ts), which adds through the page's cart
 * (src/cart/add-to-cart.ts), so the header's cart badge follows. The
 * product is the button's `data-product-id` (else `data-item-id`); the
 * chosen variant is read at the press from the product's option selects
 * and `data-variants`. The templates' `div.sqs-add-to-cart-button[role=button]`
 * is pressed by Enter and Space too.
 */
import type { BlockContext, BlockMount, Cleanup } from '../../src/block-context.ts';
import { controller } from '../../src/sections/changes.ts';
import { warn } from '../../src/log.ts';
import { mountAddToCart } from '../../modules/product-item/press.ts';
import { currentVariant } from '../../modules/product-item/variant-view.ts';
import { cartButton, optionSelects, productRoot, productVariants71, variantsElement } from '../../modules/product-item/product-71.ts';

/** The id the cart is sent: the button's, else its product's. */
const productIdOf = (button: Element, root: Element): string =>
  button.getAttribute('data-product-id') || button.getAttribute('data-item-id') || root.getAttribute('data-item-id') || '';

/** Mounts the product's button; the cleanup puts the server markup back. */
export function mount(element: HTMLElement, _data: unknown, context: BlockContext): Cleanup {
  return controller((changes) => {
    const root = productRoot(element);
    const button = cartButton(element) ?? cartButton(root);
    if (!button) return;
    const productId = productIdOf(button, root);
    if (!productId) {
      warn(`controller #${context.id}: the add-to-cart button has no data-product-id or data-item-id; left as it is`);
      return;
    }
    const holder = variantsElement(element, root);
    let variants;
    try {
      variants = productVariants71(holder);
    } catch (error) {
      // The options' controller names the attribute; said once, not twice. Without one, said here.
      if (!holder?.getAttribute('data-controller')?.includes('ProductItemVariants'))
        warn(`controller #${context.id}: ${(error as Error).message}; left as it is`);
      return;
    }
    const selects = optionSelects(root);
    if (!(button instanceof HTMLButtonElement)) {
      changes.attr(button, 'role', 'button');
      changes.attr(button, 'tabindex', button.getAttribute('tabindex') ?? '0');
    }
    changes.add(mountAddToCart({ productId, product: root, button, selects, current: () => currentVariant(variants, selects), bus: context.bus }));
  });
}

mount satisfies BlockMount;
