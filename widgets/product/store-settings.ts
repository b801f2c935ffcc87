/**
 * The store settings a product block reads from the site context
 * (`websiteSettings.storeSettings`, docs/behaviour.md#commerce): the
 * currency (USD when unset or unknown) and the measurement standard.
 */
import type { SiteContext } from '../../src/site-context.ts';
import { currencyOf } from '../../src/money/currencies.ts';
import { measurementStandardOf, type MeasurementStandard } from '../../src/enums/unit-system.ts';

/** What the product block needs of the store settings. */
export interface StoreDisplay {
  currency: string;
  measurementStandard: MeasurementStandard | undefined;
}

/** The store settings of `site`, with the defaults filled in. */
export function storeDisplay(site: SiteContext): StoreDisplay {
  const settings = site.websiteSettings?.storeSettings;
  const store = typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>) : {};
  return {
    currency: currencyOf(store.selectedCurrency).code,
    measurementStandard: measurementStandardOf(store.measurementStandard),
  };
}
