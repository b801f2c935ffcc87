/**
 * What the product block's button does (docs/behaviour/commerce.md#commerce): checks
 * the choice and the quantity, then adds to the cart (the cart messages when
 * that fails) or, for a gift card, goes to its checkout. Loaded on the first
 * press (docs/behaviour/commerce.md#product-first-view).
 */
import type { BlockContext } from '../../src/block-context.ts';
import { t } from '../../src/catalogue/index.ts';
import { CART_TEXT } from '../../src/catalogue/en/cart.ts';
import { PRODUCT_TEXT } from '../../src/catalogue/en/product.ts';
import { addToCart } from '../../src/cart/add-to-cart.ts';
import { cartFailureDetail } from '../../src/cart/failure-text.ts';
import { contained } from '../../src/log.ts';
import type { ProductData, ProductVariant } from './data.ts';
import type { ProductView } from './view.ts';

/**
 * The block the button belongs to, as it stands at the press. Handed in
 * rather than imported, so that this module shares no code with the first
 * view's chunk but the cart's and the catalogue's.
 */
export interface ProductForm {
  readonly view: ProductView;
  readonly product: ProductData;
  /** The variant the options name, if any. */
  readonly variant: ProductVariant | undefined;
  /** Units of that variant the visitor may add (Infinity when unlimited or none is named). */
  readonly stock: number;
  readonly context: BlockContext;
  /** Shows a message on the block's status line. */
  readonly say: (title: string, detail?: string) => void;
}

const invalid = (control: HTMLElement, bad: boolean): boolean => {
  if (bad) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
  return bad;
};

/**
 * Acts on a press of the button. Settles when the add has been answered
 * (or at once when the choice is refused, or a gift card leaves); never
 * rejects: a failure is shown on the block and logged.
 */
export async function submitChoice({ view, product, variant, stock, context, say }: ProductForm): Promise<void> {
  let bad = false;
  for (const select of view.selects.values()) bad = invalid(select, !select.value || !variant) || bad;
  const quantityText = view.quantity?.value.trim() ?? '1';
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : NaN;
  if (view.quantity) bad = invalid(view.quantity, !(quantity >= 1 && quantity <= stock)) || bad;
  if (bad || !variant) {
    say(t(CART_TEXT, 'fixMissingInformation'));
    return;
  }
  view.message.replaceChildren();
  if (product.productType === 'GIFT_CARD') {
    // Loaded on the press: most product pages sell no gift card.
    import('../../src/checkout/redirect.ts')
      .then(({ gotoGiftCardCheckout }) => gotoGiftCardCheckout({ websiteId: context.site.website.id, giftCardProductId: product.id, sku: variant.sku }))
      .catch(contained(`block #${context.id}: the gift card checkout`));
    return;
  }
  view.button.setAttribute('aria-busy', 'true');
  try {
    await addToCart({ productId: product.id, sku: variant.sku, quantity }, context.bus);
    say(t(PRODUCT_TEXT, 'added'));
  } catch (error) {
    say(t(CART_TEXT, 'unableToAddItem'), cartFailureDetail(error));
    contained(`block #${context.id}: add to cart`)(error);
  } finally {
    view.button.removeAttribute('aria-busy');
  }
}
