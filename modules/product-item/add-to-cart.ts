/**
 * Add to cart on a product page (docs/behaviour/commerce.md#product-item): checks
 * that every option is chosen and the quantity is a whole number from 1 to
 * the variant's stock, then adds through the cart shared with the product
 * block (src/cart), so the badge follows. A refusal says the cart's
 * messages on the page's message line and keeps every choice.
 */
import type { Bus } from '../../src/bus.ts';
import { t } from '../../src/catalogue/index.ts';
import { CART_TEXT } from '../../src/catalogue/en/cart.ts';
import { PRODUCT_TEXT } from '../../src/catalogue/en/product.ts';
import { addToCart } from '../../src/cart/add-to-cart.ts';
import { cartFailureDetail } from '../../src/cart/failure-text.ts';
import { contained } from '../../src/log.ts';
import type { ProductVariant } from './variants.ts';

/** The product page's controls at the press. */
export interface ProductPageForm {
  productId: string;
  selects: HTMLSelectElement[];
  quantity: HTMLInputElement | null;
  variant: ProductVariant | undefined;
  button: HTMLElement;
  /** Shows a message: a bold title, then the detail. */
  say: (title: string, detail?: string) => void;
  bus: Bus;
}

const mark = (control: HTMLElement, bad: boolean): boolean => {
  if (bad) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
  return bad;
};

/** Acts on one press. Never rejects: a failure is shown and logged. */
export async function addChosen({ productId, selects, quantity, variant, button, say, bus }: ProductPageForm): Promise<void> {
  let bad = false;
  for (const select of selects) bad = mark(select, !select.value || !variant) || bad;
  const quantityText = quantity?.value.trim() ?? '1';
  const count = /^\d+$/.test(quantityText) ? Number(quantityText) : NaN;
  const stock = !variant || variant.unlimited ? Infinity : variant.qtyInStock;
  if (quantity) bad = mark(quantity, !(count >= 1 && count <= stock)) || bad;
  if (bad || !variant) {
    say(t(CART_TEXT, 'fixMissingInformation'));
    return;
  }
  button.setAttribute('aria-busy', 'true');
  try {
    await addToCart({ productId, sku: variant.sku || undefined, quantity: count }, bus);
    say(t(PRODUCT_TEXT, 'added'));
  } catch (error) {
    say(t(CART_TEXT, 'unableToAddItem'), cartFailureDetail(error));
    contained(`product ${productId}: add to cart`)(error);
  } finally {
    button.removeAttribute('aria-busy');
  }
}
