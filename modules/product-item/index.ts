/**
 * The product item page module (docs/behaviour.md#product-item): on a
 * product page, choosing options (`select[data-variant-option-name]`) shows
 * the matching variant's price (its sale price when on sale) and whether it
 * is sold out, and the add-to-cart button is disabled for a sold-out
 * variant. Changes are announced. The button adds the chosen variant and
 * quantity to the cart (./add-to-cart.ts) when the page names its product.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { t } from '../../src/catalogue/index.ts';
import { PRODUCT_LIST_TEXT } from '../../src/catalogue/en/product-list.ts';
import { formatMoney } from '../../src/money/format-price.ts';
import { warn } from '../../src/log.ts';
import type { Bus } from '../../src/bus.ts';
import { chosenVariant, productId, productVariants, type ProductVariant } from './variants.ts';
import { CART_TEXT } from '../../src/catalogue/en/cart.ts';
import { contained } from '../../src/log.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** The page's quantity field, where it has one. */
const QUANTITY_SELECTOR = '.product-quantity-input input, input[name="quantity"]';

/**
 * The add-to-cart button adds the chosen variant and quantity (./add-to-cart.ts).
 * Adding needs the product's id and the bus; a page without them keeps its own button.
 */
function wireAddToCart(product: Element, button: HTMLButtonElement | null, selects: HTMLSelectElement[], current: () => ProductVariant | undefined, bus?: Bus): () => void {
  const id = productId(product.getAttribute('data-product-json'));
  if (!(id && bus && button)) return () => {};
  const message = ownDoc.createElement('p');
  message.className = 'product-item-message';
  message.setAttribute('role', 'status');
  let busy = false;
  const onClick = (event: Event): void => {
    event.preventDefault();
    if (busy || button.disabled) return;
    busy = true;
    const say = (title: string, detail?: string): void =>
      message.replaceChildren(Object.assign(ownDoc.createElement('strong'), { textContent: title }), ...(detail ? [' ', detail] : []));
    message.replaceChildren();
    const quantity = product.querySelector<HTMLInputElement>(QUANTITY_SELECTOR);
    // The cart's code loads with the first press: most visits to a product page add nothing.
    import('./add-to-cart.ts')
      .then(
        ({ addChosen }) => addChosen({ productId: id, selects, quantity, variant: current(), button, say, bus }),
        (error: unknown) => {
          say(t(CART_TEXT, 'unableToAddItem'), t(CART_TEXT, 'checkConnection'));
          contained(`product ${id}: add to cart`)(error);
        },
      )
      .finally(() => {
        busy = false;
      });
  };
  button.after(message);
  button.addEventListener('click', onClick);
  return () => {
    button.removeEventListener('click', onClick);
    message.remove();
  };
}

/** Wires one product page's options. */
export function enhance(product: Element, currency: string | undefined, bus?: Bus): (() => void) | undefined {
  let variants;
  try {
    variants = productVariants(product.getAttribute('data-product-json'));
  } catch (error) {
    warn(`product ${product.id ? `#${product.id}` : ''}: ${(error as Error).message}; left as it is`);
    return undefined;
  }
  const selects = Array.from(product.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]'));
  const price = product.querySelector('.product-price');
  const button = product.querySelector<HTMLButtonElement>('.sqs-add-to-cart-button, button[data-add-to-cart]');
  const status = ownDoc.createElement('p');
  status.className = 'product-variant-status';
  status.setAttribute('role', 'status');
  (price ?? product).after(status);
  const current = () => {
    const chosen: Record<string, string> = Object.create(null);
    for (const select of selects) chosen[select.getAttribute('data-variant-option-name')!] = select.value;
    return chosenVariant(variants, chosen);
  };
  const update = () => {
    const variant = current();
    if (!variant) {
      status.textContent = '';
      if (button) button.disabled = false;
      return;
    }
    const soldOut = !variant.unlimited && variant.qtyInStock <= 0;
    const amount = variant.onSale && variant.salePrice !== undefined ? variant.salePrice : variant.price;
    if (price) price.textContent = formatMoney(amount, { currency });
    status.textContent = soldOut ? t(PRODUCT_LIST_TEXT, 'soldOut') : variant.onSale ? t(PRODUCT_LIST_TEXT, 'onSale') : '';
    if (button) button.disabled = soldOut;
  };
  selects.forEach((select) => select.addEventListener('change', update));
  update();

  const stopAdding = wireAddToCart(product, button, selects, current, bus);
  return () => {
    selects.forEach((select) => select.removeEventListener('change', update));
    stopAdding();
    status.remove();
  };
}

/** Wires every product that asked. */
export function start({ elements, site, bus }: PageModuleContext): ModuleCleanup {
  const store = site.websiteSettings?.storeSettings as { selectedCurrency?: unknown } | undefined;
  const currency = typeof store?.selectedCurrency === 'string' ? store.selectedCurrency : undefined;
  const cleanups = elements.flatMap((element) => enhance(element, currency, bus) ?? []);
  return () => cleanups.forEach((cleanup) => cleanup());
}
