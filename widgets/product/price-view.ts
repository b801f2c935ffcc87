/**
 * The product's price line (docs/behaviour/commerce.md#commerce): one price; the
 * sale price beside the struck regular one; or 'from {price}' while the
 * variants' prices differ and none is chosen.
 */
import { t } from '../../src/catalogue/index.ts';
import { PRODUCT_TEXT } from '../../src/catalogue/en/product.ts';
import { formatMoney, formatPriceFrom } from '../../src/money/format-price.ts';
import type { ProductVariant } from './data.ts';
import { currentPrice } from './variants.ts';
import { ownDoc } from '../../src/dom/doc.ts';

function labelled(tag: 'span' | 's', className: string, label: string, price: string): HTMLElement {
  const element = ownDoc.createElement(tag);
  element.className = className;
  const hidden = ownDoc.createElement('span');
  hidden.className = 'product-block__hidden';
  hidden.textContent = `${label} `;
  element.append(hidden, price);
  return element;
}

/** Fills `line` with the price of `variant`, or of the whole product while none is chosen. */
export function showPrice(line: HTMLElement, variants: readonly ProductVariant[], variant: ProductVariant | undefined, currency: string): void {
  const shown = variant ?? (new Set(variants.map(currentPrice)).size === 1 ? variants[0] : undefined);
  if (!shown) {
    line.replaceChildren(formatPriceFrom(variants.map(currentPrice), { currency }));
    return;
  }
  if (shown.onSale && shown.salePrice !== undefined) {
    line.replaceChildren(
      labelled('span', 'product-block__sale-price', t(PRODUCT_TEXT, 'salePrice'), formatMoney(shown.salePrice, { currency })),
      ' ',
      labelled('s', 'product-block__regular-price', t(PRODUCT_TEXT, 'regularPrice'), formatMoney(shown.price, { currency })),
    );
    return;
  }
  line.replaceChildren(formatMoney(shown.price, { currency }));
}
