/**
 * The product block (43), built from the Product JSON as plain DOM
 * (docs/behaviour/commerce.md#commerce): variants by their option values, the price
 * ('from {price}' while variant prices differ, a sale price beside the
 * struck regular one), sold out and on sale, subscription text, weight and
 * dimensions in the store's units, a quantity, and add to cart into the
 * page's cart model (the cart messages on failure). A gift card goes to
 * its checkout instead.
 *
 * The first view carries what every product shows; the subscription text,
 * the measurements and what the button does load when first needed
 * (docs/behaviour/commerce.md#product-first-view).
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { t } from '../../src/catalogue/index.ts';
import { CART_TEXT } from '../../src/catalogue/en/cart.ts';
import { PRODUCT_TEXT } from '../../src/catalogue/en/product.ts';
import { contained } from '../../src/log.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields, refusals, type ProductData, type ProductVariant } from './data.ts';
import { storeDisplay, type StoreDisplay } from './store-settings.ts';
import { chosenVariant, optionsOf, sellableVariants, variantStock } from './variants.ts';
import { showPrice } from './price-view.ts';
import { buildProductView, chosenOptions, showMessage, type ProductView } from './view.ts';
import { onDemand } from './on-demand.ts';
import './product.css';
import { ownDoc } from '../../src/dom/doc.ts';

const subscriptionPart = onDemand(() => import('../../src/money/subscription-text.ts'));
const measurementsPart = onDemand(() => import('./measurements.ts'));
const buttonPart = onDemand(() => import('./add-to-cart.ts'));

const hasMeasurements = (variant: ProductVariant | undefined): boolean =>
  variant !== undefined && (variant.weight !== undefined || variant.dimensions !== undefined);

/** One mounted block: what its parts read, and whether it is still on the page. */
interface Block {
  readonly view: ProductView;
  readonly product: ProductData;
  readonly variants: ProductVariant[];
  readonly context: BlockContext;
  readonly store: StoreDisplay;
  readonly soldOut: boolean;
  readonly giftCard: boolean;
  active: boolean;
}

const failed = (block: Block, what: string) => contained(`block #${block.context.id}: ${what}`);

/** Sold out and on sale as badges; the subscription text once its code is in. */
function showBadges(block: Block): void {
  const { view, product } = block;
  const badgeTexts = [
    ...(block.soldOut ? [t(PRODUCT_TEXT, 'soldOut')] : []),
    ...(block.variants.some((variant) => variant.onSale) ? [t(PRODUCT_TEXT, 'onSale')] : []),
  ];
  view.badges.replaceChildren(
    ...badgeTexts.map((text) => Object.assign(ownDoc.createElement('span'), { className: 'product-block__badge', textContent: text })),
  );
  view.badges.hidden = badgeTexts.length === 0;
  view.subscription.hidden = true;
  const plan = product.subscriptionPlan;
  if (!plan) return;
  subscriptionPart.load().then(
    ({ subscriptionText }) => {
      if (!block.active) return;
      view.subscription.textContent = subscriptionText(plan);
      view.subscription.hidden = false;
    },
    failed(block, 'the subscription text'),
  );
}

/** Shows the chosen variant: its price, measurements, stock and the button's state. */
function update(block: Block): void {
  const { view, soldOut, store } = block;
  const variant = chosenVariant(block.variants, chosenOptions(view));
  showPrice(view.price, block.variants, variant, store.currency);
  const lines = measurementsPart.loaded?.measurementLines(variant, store.measurementStandard) ?? [];
  view.measurements.replaceChildren(...lines.map((line) => Object.assign(ownDoc.createElement('p'), { textContent: line })));
  // Shown again once the code for them is in.
  if (!measurementsPart.loaded && hasMeasurements(variant))
    measurementsPart.load().then(() => block.active && update(block), failed(block, 'the measurements'));
  const stock = variant ? variantStock(variant) : Infinity;
  const unavailable = soldOut || stock === 0;
  view.button.disabled = unavailable;
  if (view.quantity) view.quantity.disabled = soldOut;
  view.button.textContent = unavailable ? t(PRODUCT_TEXT, 'soldOut') : t(PRODUCT_TEXT, block.giftCard ? 'purchase' : 'addToCart');
  if (view.quantity && Number.isFinite(stock)) view.quantity.max = String(stock);
  else view.quantity?.removeAttribute('max');
}

/** The button's press: one at a time (a press while its code loads, or while an add is answered, is ignored). */
function pressHandler(block: Block): () => void {
  const { view } = block;
  let busy = false;
  return () => {
    if (busy || view.button.disabled) return;
    busy = true;
    buttonPart
      .load()
      .then(
        ({ submitChoice }) => {
          if (!block.active) return;
          const variant = chosenVariant(block.variants, chosenOptions(view));
          const say = (title: string, detail?: string): void => showMessage(view, title, detail);
          return submitChoice({ view, product: block.product, variant, stock: variant ? variantStock(variant) : Infinity, context: block.context, say });
        },
        (error: unknown) => {
          // The code could not be fetched: for the visitor, the add failed for want of a connection.
          showMessage(view, t(CART_TEXT, 'unableToAddItem'), t(CART_TEXT, 'checkConnection'));
          failed(block, 'add to cart')(error);
        },
      )
      .finally(() => {
        busy = false;
      });
  };
}

/** Mounts the block; the cleanup puts the server markup back. */
export function mount(element: HTMLElement, raw: unknown, context: BlockContext): Cleanup {
  const product = useBlockData(fields, raw, context, refusals);
  const variants = sellableVariants(product);
  const giftCard = product.productType === 'GIFT_CARD';
  const view = buildProductView({
    idBase: `${context.id}-product`,
    title: product.title,
    options: optionsOf(variants),
    withQuantity: !giftCard,
    buttonText: t(PRODUCT_TEXT, giftCard ? 'purchase' : 'addToCart'),
  });
  // Over the sellable variants (a digital product's own is unlimited, on sale as the product is), as
  // src/money/availability.ts says for the whole product, without its chunk in the first view.
  const soldOut = !variants.some(variantStock);
  const block: Block = { view, product, variants, context, store: storeDisplay(context.site), soldOut, giftCard, active: true };
  showBadges(block);
  for (const select of view.selects.values()) select.addEventListener('change', () => update(block));
  view.button.addEventListener('click', pressHandler(block));
  update(block);

  const host = element.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? element;
  const serverMarkup = [...host.childNodes];
  host.replaceChildren(view.root);
  return () => {
    block.active = false;
    host.replaceChildren(...serverMarkup);
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
