/**
 * The product list page module (docs/behaviour/commerce.md#product-list): each
 * `.ProductList-item` shows whether it is sold out or on sale, decided from
 * its product data by the documented availability rules, and the list's lazy
 * images load as they approach the viewport.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { t } from '../../src/catalogue/index.ts';
import { PRODUCT_LIST_TEXT } from '../../src/catalogue/en/product-list.ts';
import { loadImages } from '../../src/images/load-images.ts';
import { isOnSale, isSoldOut } from '../../src/money/availability.ts';
import { warn } from '../../src/log.ts';
import { productFields } from './product-fields.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** Marks one item; a bad `data-product-json` is a warning naming the item and field, and the item stays as it was. */
export function markItem(item: Element): void {
  let product;
  try {
    product = productFields(item.getAttribute('data-product-json'));
  } catch (error) {
    return warn(`product list item ${item.id ? `#${item.id}` : `"${item.getAttribute('data-item-id') ?? '?'}"`}: ${(error as Error).message}; left as it is`);
  }
  const soldOut = isSoldOut(product);
  const onSale = !soldOut && isOnSale(product);
  item.classList.toggle('sold-out', soldOut);
  item.classList.toggle('on-sale', onSale);
  if (!soldOut && !onSale) return;
  const status = ownDoc.createElement('span');
  status.className = soldOut ? 'product-mark sold-out' : 'product-mark sale';
  status.textContent = t(PRODUCT_LIST_TEXT, soldOut ? 'soldOut' : 'onSale');
  (item.querySelector('.ProductList-title') ?? item).after(status);
}

/** Marks every item of the lists that asked and starts their images. */
export function start({ elements }: PageModuleContext): ModuleCleanup {
  const stops = elements.map((list) => {
    list.querySelectorAll('.ProductList-item').forEach(markItem);
    return loadImages(list);
  });
  return () => stops.forEach((stop) => stop());
}
