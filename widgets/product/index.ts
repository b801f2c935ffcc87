/**
 * The product block (43), built from the Product JSON as plain DOM
 * (docs/behaviour.md#commerce): variants by their option values, the price
 * ('from {price}' while variant prices differ, a sale price beside the
 * struck regular one), sold out and on sale, subscription text, weight and
 * dimensions in the store's units, a quantity, and add to cart into the
 * page's cart model (the cart messages on failure). A gift card goes to
 * its checkout instead.
 *
 * The first view carries what every product shows; the subscription text,
 * the measurements and what the button does load when first needed
 * (docs/behaviour.md#product-first-view).
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { t } from '../../src/catalogue/index.ts';
import { CART_TEXT } from '../../src/catalogue/en/cart.ts';
import { PRODUCT_TEXT } from '../../src/catalogue/en/product.ts';
import { isOnSale, isSoldOut } from '../../src/money/availability.ts';
import { contained } from '../../src/log.ts';
import { readProduct } from './read-product.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import { storeDisplay } from './store-settings.ts';
import { chosenVariant, optionsOf, sellableVariants, variantStock } from './variants.ts';
import { showPrice } from './price-view.ts';
import { buildProductView, chosenOptions, showMessage } from './view.ts';
import { onDemand } from './on-demand.ts';
import type { ProductVariant } from './schema.ts';
import './product.css';
import { ownDoc } from '../../src/dom/doc.ts';

const subscriptionPart = onDemand(() => import('../../src/money/subscription-text.ts'));
const measurementsPart = onDemand(() => import('./measurements.ts'));
const buttonPart = onDemand(() => import('./add-to-cart.ts'));

const hasMeasurements = (variant: ProductVariant | undefined): boolean => variant !== undefined && (variant.weight !== undefined || variant.dimensions !== undefined);

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
  let active = true;
  const failed = (what: string) => contained(`block #${context.id}: ${what}`);

  const badgeTexts = [...(soldOut ? [t(PRODUCT_TEXT, 'soldOut')] : []), ...(isOnSale(product) ? [t(PRODUCT_TEXT, 'onSale')] : [])];
  view.badges.replaceChildren(...badgeTexts.map((text) => Object.assign(ownDoc.createElement('span'), { className: 'product-block__badge', textContent: text })));
  view.badges.hidden = badgeTexts.length === 0;
  view.subscription.hidden = true;
  const plan = product.subscriptionPlan;
  if (plan) {
    subscriptionPart.load().then(({ subscriptionText }) => {
      if (!active) return;
      view.subscription.textContent = subscriptionText(plan);
      view.subscription.hidden = false;
    }, failed('the subscription text'));
  }

  const update = (): void => {
    const variant = chosenVariant(variants, chosenOptions(view));
    showPrice(view.price, variants, variant, store.currency);
    const lines = measurementsPart.loaded?.measurementLines(variant, store.measurementStandard) ?? [];
    view.measurements.replaceChildren(...lines.map((line) => Object.assign(ownDoc.createElement('p'), { textContent: line })));
    // Shown again once the code for them is in.
    if (!measurementsPart.loaded && hasMeasurements(variant)) measurementsPart.load().then(() => active && update(), failed('the measurements'));
    const unavailable = soldOut || (variant !== undefined && variantStock(variant) === 0);
    view.button.disabled = unavailable;
    if (view.quantity) view.quantity.disabled = soldOut;
    view.button.textContent = unavailable ? t(PRODUCT_TEXT, 'soldOut') : t(PRODUCT_TEXT, giftCard ? 'purchase' : 'addToCart');
    if (view.quantity && variant && Number.isFinite(variantStock(variant))) view.quantity.max = String(variantStock(variant));
    else view.quantity?.removeAttribute('max');
  };

  // One press at a time: a press while the button's code loads, or while an add is answered, is ignored.
  let busy = false;
  const onClick = (): void => {
    if (busy || view.button.disabled) return;
    busy = true;
    buttonPart
      .load()
      .then(
        ({ submitChoice }) => {
          if (!active) return;
          const variant = chosenVariant(variants, chosenOptions(view));
          const say = (title: string, detail?: string): void => showMessage(view, title, detail);
          return submitChoice({ view, product, variant, stock: variant ? variantStock(variant) : Infinity, context, say });
        },
        (error: unknown) => {
          // The code could not be fetched: for the visitor, the add failed for want of a connection.
          showMessage(view, t(CART_TEXT, 'unableToAddItem'), t(CART_TEXT, 'checkConnection'));
          failed('add to cart')(error);
        },
      )
      .finally(() => {
        busy = false;
      });
  };

  for (const select of view.selects.values()) select.addEventListener('change', update);
  view.button.addEventListener('click', onClick);
  update();

  const host = element.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? element;
  const serverMarkup = [...host.childNodes];
  host.replaceChildren(view.root);
  return () => {
    active = false;
    host.replaceChildren(...serverMarkup);
  };
}

// The one widget contract (behaviour.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
