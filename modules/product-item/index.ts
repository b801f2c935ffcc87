/**
 * The product item page module (docs/behaviour.md#product-item): on a
 * product page, choosing options (`select[data-variant-option-name]`) shows
 * the matching variant's price (its sale price when on sale) and whether it
 * is sold out, and the add-to-cart button is disabled for a sold-out
 * variant. Changes are announced.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { t } from '../../src/catalogue/index.ts';
import { PRODUCT_LIST_TEXT } from '../../src/catalogue/en/product-list.ts';
import { formatMoney } from '../../src/money/format-price.ts';
import { warn } from '../../src/log.ts';
import { chosenVariant, productVariants } from './variants.ts';

/** Wires one product page's options. */
export function enhance(product: Element, currency: string | undefined): (() => void) | undefined {
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
  const status = document.createElement('p');
  status.className = 'product-variant-status';
  status.setAttribute('role', 'status');
  (price ?? product).after(status);
  const update = () => {
    const chosen: Record<string, string> = Object.create(null);
    for (const select of selects) chosen[select.getAttribute('data-variant-option-name')!] = select.value;
    const variant = chosenVariant(variants, chosen);
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
  return () => {
    selects.forEach((select) => select.removeEventListener('change', update));
    status.remove();
  };
}

/** Wires every product that asked. */
export function start({ elements, site }: PageModuleContext): ModuleCleanup {
  const store = site.websiteSettings?.storeSettings as { selectedCurrency?: unknown } | undefined;
  const currency = typeof store?.selectedCurrency === 'string' ? store.selectedCurrency : undefined;
  const cleanups = elements.flatMap((element) => enhance(element, currency) ?? []);
  return () => cleanups.forEach((cleanup) => cleanup());
}
