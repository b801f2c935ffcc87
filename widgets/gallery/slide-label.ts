import { getLocale, t } from '../../src/catalogue/index.ts';
import { VIEWER_TEXT } from '../../src/catalogue/en/viewer.ts';
import { numberFormat } from '../../src/messages/intl-cache.ts';

/**
 * The "{index} of {count}" label of each slide of a set of `count`. The
 * numbers are written by one formatter for the whole set: one per call
 * cost a page of 20 galleries of 30 slides over 100 ms.
 */
export function slideLabeller(count: number): (index: number) => string {
  const number = numberFormat(getLocale());
  const total = number.format(count);
  return (index) => t(VIEWER_TEXT, 'slideOf', { index: number.format(index + 1), count: total });
}
