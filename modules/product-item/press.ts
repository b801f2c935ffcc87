/**
 * The add-to-cart button's press on a product page (docs/behaviour/commerce.md#product-item):
 * one add at a time, its code (./add-to-cart.ts) loaded on the first press,
 * its outcome on a status line after the button. Shared by the product item
 * page module and the 7.1 `ProductCartButton` controller.
 */
import type { Bus } from '../../src/bus.ts';
import { t } from '../../src/catalogue/index.ts';
import { CART_TEXT } from '../../src/catalogue/en/cart.ts';
import { contained } from '../../src/log.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import type { ProductVariant } from './variants.ts';
import { isSoldOut } from './variant-view.ts';

/** The page's quantity field, where it has one. */
const QUANTITY_SELECTOR = '.product-quantity-input input, input[name="quantity"]';

/** What one product's button adds. */
export interface PressTarget {
  /** What the cart is sent as the product. */
  productId: string;
  /** Where the quantity field is looked for at the press. */
  product: Element;
  /** A `<button>`, or the 7.1 templates' `div[role=button]` (Enter and Space press it too). */
  button: HTMLElement;
  /** The option selects, checked at the press. */
  selects: HTMLSelectElement[];
  /** The variant chosen at the press. */
  current: () => ProductVariant | undefined;
  bus: Bus;
}

/** Mounts the button; the cleanup removes the listener and the message line. */
export function mountAddToCart({ productId, product, button, selects, current, bus }: PressTarget): () => void {
  const message = ownDoc.createElement('p');
  message.className = 'product-item-message';
  message.setAttribute('role', 'status');
  let busy = false;
  const say = (title: string, detail?: string): void =>
    message.replaceChildren(Object.assign(ownDoc.createElement('strong'), { textContent: title }), ...(detail ? [' ', detail] : []));
  const onClick = (event: Event): void => {
    event.preventDefault();
    const chosen = current();
    if (busy || (button instanceof HTMLButtonElement && button.disabled) || (chosen && isSoldOut(chosen))) return;
    busy = true;
    message.replaceChildren();
    const quantity = product.querySelector<HTMLInputElement>(QUANTITY_SELECTOR);
    // The cart's code loads with the first press: most visits to a product page add nothing.
    import('./add-to-cart.ts')
      .then(
        ({ addChosen }) => addChosen({ productId, selects, quantity, variant: chosen, button, say, bus }),
        (error: unknown) => {
          say(t(CART_TEXT, 'unableToAddItem'), t(CART_TEXT, 'checkConnection'));
          contained(`product ${productId}: add to cart`)(error);
        },
      )
      .finally(() => {
        busy = false;
      });
  };
  // An element in the button role is pressed by Enter and Space as a <button> is.
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' || event.key === ' ') onClick(event);
  };
  const keyed = !(button instanceof HTMLButtonElement);
  button.after(message);
  button.addEventListener('click', onClick);
  if (keyed) button.addEventListener('keydown', onKey);
  return () => {
    button.removeEventListener('click', onClick);
    button.removeEventListener('keydown', onKey);
    message.remove();
  };
}
