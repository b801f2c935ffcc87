/**
 * The store settings a product block reads from the site context
 * (`websiteSettings.storeSettings`, docs/behaviour/commerce.md#commerce): the
 * currency (USD when unset or unknown) and the measurement standard.
 */
import type { SiteContext } from '../../src/site-context.ts';
import { currencyOf } from '../../src/money/currencies.ts';

/** What the product block needs of the store settings. */
export interface StoreDisplay {
  currency: string;
  /**
   * The measurement standard as the store gives it (a word or a unit system
   * number): read by `./measurements.ts`, which arrives only with the first
   * weight or dimensions shown (docs/behaviour/commerce.md#product-first-view).
   */
  measurementStandard: unknown;
}

/** The store settings of `site`, with the currency's default filled in. */
export function storeDisplay(site: SiteContext): StoreDisplay {
  const settings = site.websiteSettings?.storeSettings;
  const store = typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>) : {};
  return {
    currency: currencyOf(store.selectedCurrency).code,
    measurementStandard: store.measurementStandard,
  };
}
