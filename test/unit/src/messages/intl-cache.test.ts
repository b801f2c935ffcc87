/**
 * The page's Intl formatters are made once per locale and options
 * (src/messages/intl-cache.ts): the catalogue's placeholders format every
 * number with the same one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPlaceholders } from '../../../../src/messages/fill-placeholders.ts';
import { dateFormat, numberFormat, pluralRules } from '../../../../src/messages/intl-cache.ts';

describe('Intl formatters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the same formatter for the same locale and options, another for others', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('de')).not.toBe(numberFormat('en'));
    expect(numberFormat('en', { style: 'percent' })).toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
    expect(dateFormat('en', { dateStyle: 'medium' })).toBe(dateFormat('en', { dateStyle: 'medium' }));
    expect(pluralRules('fr')).toBe(pluralRules('fr'));
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5');
  });

  it('formats a thousand messages with a number through one NumberFormat', () => {
    let made = 0;
    const Real = Intl.NumberFormat;
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: class extends Real {
        constructor(...args: ConstructorParameters<typeof Real>) {
          super(...args);
          made++;
        }
      },
    });
    for (let n = 0; n < 1000; n++) expect(fillPlaceholders('{n} items in cart', { n }, 'sv')).toBe(`${n} items in cart`);
    expect(made).toBe(1);
  });
});
