/**
 * The product item page module (docs/behaviour/commerce.md#product-item): on a
 * product page, choosing options (`select[data-variant-option-name]`) shows
 * the matching variant's price (its sale price when on sale) and whether it
 * is sold out, and the add-to-cart button is disabled for a sold-out
 * variant (./variant-view.ts). Changes are announced. The button adds the
 * chosen variant and quantity to the cart (./press.ts) when the page names
 * its product. A product the 7.1 controllers take up
 * (docs/behaviour/commerce.md#product-controllers) is theirs, not this module's.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { warn } from '../../src/log.ts';
import type { Bus } from '../../src/bus.ts';
import { productId, productVariants } from './variants.ts';
import { currentVariant, watchVariants } from './variant-view.ts';
import { mountAddToCart } from './press.ts';

/** The 7.1 controllers that own a product's options or button. */
const CONTROLLED = '[data-controller*="ProductItemVariants"], [data-controller*="ProductCartButton"]';

/** Mounts one product page's options. */
export function mountProduct(product: Element, currency: string | undefined, bus?: Bus): (() => void) | undefined {
  let variants;
  try {
    variants = productVariants(product.getAttribute('data-product-json'));
  } catch (error) {
    warn(`product ${product.id ? `#${product.id}` : ''}: ${(error as Error).message}; left as it is`);
    return undefined;
  }
  const selects = Array.from(product.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]'));
  const button = product.querySelector<HTMLElement>('.sqs-add-to-cart-button, button[data-add-to-cart]');
  const stopWatching = watchVariants({ variants, selects, price: product.querySelector('.product-price'), button, fallback: product, currency });
  // Adding needs the product's id and the bus; a page without them keeps its own button.
  const id = productId(product.getAttribute('data-product-json'));
  const current = () => currentVariant(variants, selects);
  const stopAdding = id && bus && button ? mountAddToCart({ productId: id, product, button, selects, current, bus }) : () => {};
  return () => {
    stopWatching();
    stopAdding();
  };
}

/** Mounts every product that asked. */
export function start({ elements, site, bus }: PageModuleContext): ModuleCleanup {
  const store = site.websiteSettings?.storeSettings as { selectedCurrency?: unknown } | undefined;
  const currency = typeof store?.selectedCurrency === 'string' ? store.selectedCurrency : undefined;
  const own = elements.filter((element) => !element.matches(CONTROLLED) && !element.querySelector(CONTROLLED));
  const cleanups = own.flatMap((element) => mountProduct(element, currency, bus) ?? []);
  return () => cleanups.forEach((cleanup) => cleanup());
}
