/**
 * What the product page shows for the chosen options (docs/behaviour/commerce.md#product-item):
 * the matching variant's price (its sale price when on sale), 'Sold Out' or
 * 'Sale' on a status line after the price, and the add-to-cart button
 * disabled for a sold-out variant. Shared by the product item page module
 * and the 7.1 `ProductItemVariants` controller, which read their variants
 * from different JSON.
 */
import { t } from '../../src/catalogue/index.ts';
import { PRODUCT_LIST_TEXT } from '../../src/catalogue/en/product-list.ts';
import { formatMoney } from '../../src/money/format-price.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { chosenVariant, type ProductVariant } from './variants.ts';

/** One product's option controls and the places that show the choice. */
export interface VariantView {
  /** The product's variants, as read from the page. */
  variants: ProductVariant[];
  /** The option selects (`select[data-variant-option-name]`). */
  selects: HTMLSelectElement[];
  /** Where the price goes (`.product-price`), if the page has one. */
  price: Element | null;
  /** The add-to-cart button, if any: a `<button>`, or the 7.1 templates' `div[role=button]`. */
  button: HTMLElement | null;
  /** Where the status line goes when there is no price: after this element. */
  fallback: Element;
  currency: string | undefined;
  /** Called after each update with the chosen variant (undefined while a choice is missing). */
  onUpdate?: (variant: ProductVariant | undefined) => void;
}

/** The variant the selects name, or undefined while a choice is missing or matches none. */
export function currentVariant(variants: ProductVariant[], selects: HTMLSelectElement[]): ProductVariant | undefined {
  const chosen: Record<string, string> = Object.create(null);
  for (const select of selects) chosen[select.getAttribute('data-variant-option-name')!] = select.value;
  return chosenVariant(variants, chosen);
}

/** Whether `variant` can be bought no more (no unlimited stock, none left). */
export const isSoldOut = (variant: ProductVariant): boolean => !variant.unlimited && variant.qtyInStock <= 0;

/** Marks the button unavailable: `disabled` on a `<button>`, `aria-disabled` on an element in the button role. */
function setUnavailable(button: HTMLElement, unavailable: boolean): void {
  if (button instanceof HTMLButtonElement) button.disabled = unavailable;
  else if (unavailable) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
}

/** Shows the choice now and on every change; the cleanup removes the listeners and the status line. */
export function watchVariants(view: VariantView): () => void {
  const { variants, selects, price, button, currency } = view;
  const status = ownDoc.createElement('p');
  status.className = 'product-variant-status';
  status.setAttribute('role', 'status');
  (price ?? view.fallback).after(status);
  const update = (): void => {
    const variant = currentVariant(variants, selects);
    if (!variant) {
      status.textContent = '';
      if (button) setUnavailable(button, false);
    } else {
      const soldOut = isSoldOut(variant);
      const amount = variant.onSale && variant.salePrice !== undefined ? variant.salePrice : variant.price;
      if (price) price.textContent = formatMoney(amount, { currency });
      status.textContent = soldOut ? t(PRODUCT_LIST_TEXT, 'soldOut') : variant.onSale ? t(PRODUCT_LIST_TEXT, 'onSale') : '';
      if (button) setUnavailable(button, soldOut);
    }
    view.onUpdate?.(variant);
  };
  selects.forEach((select) => select.addEventListener('change', update));
  update();
  return () => {
    selects.forEach((select) => select.removeEventListener('change', update));
    status.remove();
  };
}
