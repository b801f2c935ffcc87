/**
 * The product block (43), built from the Product JSON as plain DOM
 * (docs/behaviour.md#commerce): variants by their option values, the price
 * ('from {price}' while variant prices differ, a sale price beside the
 * struck regular one), sold out and on sale, subscription text, weight and
 * dimensions in the store's units, a quantity, and add to cart into the
 * page's cart model (the cart messages on failure). A gift card goes to
 * its checkout instead.
 */
import type { BlockContext, Cleanup } from '../../src/block-context.ts';
import { t } from '../../src/catalogue/index.ts';
import { CART_TEXT } from '../../src/catalogue/en/cart.ts';
import { PRODUCT_TEXT } from '../../src/catalogue/en/product.ts';
import { addToCart, CartCallError } from '../../src/cart/sync.ts';
import { isOnSale, isSoldOut } from '../../src/money/availability.ts';
import { subscriptionText } from '../../src/money/subscription-text.ts';
import { contained } from '../../src/log.ts';
import { readProduct } from './read-product.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import { storeDisplay } from './store-settings.ts';
import { chosenVariant, optionsOf, sellableVariants, variantStock } from './variants.ts';
import { showPrice } from './price-view.ts';
import { measurementLines } from './measurements.ts';
import { buildProductView } from './view.ts';
import './product.css';

/** Mounts the block; the cleanup puts the server markup back. */
export function mount(element: HTMLElement, raw: unknown, context: BlockContext): Cleanup {
  const product = readProduct(raw);
  if (product.productType !== 'DIGITAL' && product.variants.length === 0) throw new BlockDataError('variants', 'expected at least one variant');
  if (product.productType === 'DIGITAL' && product.priceCents === undefined) throw new BlockDataError('priceCents', 'expected a price for a digital product');

  const store = storeDisplay(context.site);
  const variants = sellableVariants(product);
  const giftCard = product.productType === 'GIFT_CARD';
  const soldOut = isSoldOut(product);
  const view = buildProductView({
    idBase: `${context.id}-product`,
    title: product.title,
    options: optionsOf(variants),
    withQuantity: !giftCard,
    buttonText: t(PRODUCT_TEXT, giftCard ? 'purchase' : 'addToCart'),
  });

  const badgeTexts = [...(soldOut ? [t(PRODUCT_TEXT, 'soldOut')] : []), ...(isOnSale(product) ? [t(PRODUCT_TEXT, 'onSale')] : [])];
  view.badges.replaceChildren(...badgeTexts.map((text) => Object.assign(document.createElement('span'), { className: 'product-block__badge', textContent: text })));
  view.badges.hidden = badgeTexts.length === 0;
  if (product.subscriptionPlan) view.subscription.textContent = subscriptionText(product.subscriptionPlan);
  view.subscription.hidden = !product.subscriptionPlan;

  const chosen = (): Map<string, string> => {
    const choice = new Map<string, string>();
    for (const [name, select] of view.selects) if (select.value) choice.set(name, select.value);
    return choice;
  };

  const update = (): void => {
    const variant = chosenVariant(variants, chosen());
    showPrice(view.price, variants, variant, store.currency);
    const lines = measurementLines(variant, store.measurementStandard);
    view.measurements.replaceChildren(...lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })));
    const unavailable = soldOut || (variant !== undefined && variantStock(variant) === 0);
    view.button.disabled = unavailable;
    if (view.quantity) view.quantity.disabled = soldOut;
    view.button.textContent = unavailable ? t(PRODUCT_TEXT, 'soldOut') : t(PRODUCT_TEXT, giftCard ? 'purchase' : 'addToCart');
    if (view.quantity && variant && Number.isFinite(variantStock(variant))) view.quantity.max = String(variantStock(variant));
    else view.quantity?.removeAttribute('max');
  };

  const say = (title: string, detail?: string): void => {
    view.message.replaceChildren(Object.assign(document.createElement('strong'), { textContent: title }), ...(detail ? [' ', detail] : []));
  };

  const invalid = (control: HTMLElement, bad: boolean): boolean => {
    if (bad) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
    return bad;
  };

  let busy = false;
  const onClick = (): void => {
    if (busy || view.button.disabled) return;
    const variant = chosenVariant(variants, chosen());
    let bad = false;
    for (const select of view.selects.values()) bad = invalid(select, !select.value || !variant) || bad;
    const quantityText = view.quantity?.value.trim() ?? '1';
    const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : NaN;
    if (view.quantity) bad = invalid(view.quantity, !(quantity >= 1 && quantity <= (variant ? variantStock(variant) : Infinity))) || bad;
    if (bad || !variant) {
      say(t(CART_TEXT, 'fixMissingInformation'));
      return;
    }
    view.message.replaceChildren();
    if (giftCard) {
      // Loaded on the click: most product pages sell no gift card, and the redirects are not in their budget.
      import('../../src/checkout/redirect.ts')
        .then(({ gotoGiftCardCheckout }) => gotoGiftCardCheckout({ websiteId: context.site.website.id, giftCardProductId: product.id, sku: variant.sku }))
        .catch(contained(`block #${context.id}: the gift card checkout`));
      return;
    }
    busy = true;
    view.button.setAttribute('aria-busy', 'true');
    addToCart({ productId: product.id, sku: variant.sku, quantity }, context.bus)
      .then(
        () => say(t(PRODUCT_TEXT, 'added')),
        (error: unknown) => {
          const offline = error instanceof CartCallError && error.kind === 'network';
          say(t(CART_TEXT, 'unableToAddItem'), t(CART_TEXT, offline ? 'checkConnection' : 'pleaseTryAgain'));
          contained(`block #${context.id}: add to cart`)(error);
        },
      )
      .finally(() => {
        busy = false;
        view.button.removeAttribute('aria-busy');
      });
  };

  for (const select of view.selects.values()) select.addEventListener('change', update);
  view.button.addEventListener('click', onClick);
  update();

  const host = element.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? element;
  const serverMarkup = [...host.childNodes];
  host.replaceChildren(view.root);
  return () => host.replaceChildren(...serverMarkup);
}
