/**
 * What the product page's probes share (widgets/product-*\/test/probe.ts): the
 * product around a controller, and choosing a whole in-stock variant in its
 * option selects as a visitor would.
 */
import type { Locator } from '@playwright/test';

/** The product element around a controller (as modules/product-item/product-71.ts finds it). */
export const productOf = (target: Locator): Locator =>
  target.locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ProductItem ") or contains(@class, "product-detail")][1]');

/** One variant as `data-variants` lists it: just what choosing needs. */
interface Listed {
  attributes?: Record<string, unknown>;
  unlimited?: boolean;
  qtyInStock?: number;
  stock?: { unlimited?: boolean; quantity?: number };
}

const inStock = (v: Listed): boolean => (v.stock ? v.stock.unlimited === true || (v.stock.quantity ?? 0) > 0 : v.unlimited === true || (v.qtyInStock ?? 0) > 0);

/**
 * Chooses, in the product's selects, the options of its first in-stock
 * variant; returns what it chose (option name → value), or undefined when
 * the product lists none in stock (nothing to buy: the feature is absent).
 */
export async function chooseInStock(product: Locator): Promise<Record<string, string> | undefined> {
  const listed = await product
    .locator('[data-variants]')
    .first()
    .getAttribute('data-variants')
    .catch(() => null);
  const variants: Listed[] = listed ? (JSON.parse(listed) as Listed[]) : [{ unlimited: true }];
  const variant = variants.find(inStock);
  if (!variant) return undefined;
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries(variant.attributes ?? {})) {
    if (typeof value !== 'string') continue;
    await product
      .locator(`select[data-variant-option-name="${name.replace(/["\\]/g, '\\$&')}"]`)
      .first()
      .selectOption(value);
    chosen[name] = value;
  }
  return chosen;
}

/** Puts every option select of the product back to its placeholder. */
export async function clearChoices(product: Locator): Promise<void> {
  for (const select of await product.locator('select[data-variant-option-name]').all()) await select.selectOption('');
}
