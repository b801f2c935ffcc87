// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { experimentVariant, variantOverrides } from '../../../../src/experiments/variants.ts';
import type { SiteContext } from '../../../../src/site-context.ts';

const internal: SiteContext = { website: { id: 'w', siteStatus: { value: 'internal' } }, pageType: 2, experimentVariants: { multilingual: 'control' } };

afterEach(() => sessionStorage.clear());

describe('experiment variants', () => {
  it('a query override named like a prototype key is only a name', () => {
    const overrides = variantOverrides(internal, '?experiment.__proto__=x&experiment.multilingual=enabled', 'example.com');
    expect(Object.getPrototypeOf(overrides)).toBeNull();
    expect(overrides.__proto__).toBe('x');
    expect(experimentVariant(internal, 'multilingual', overrides)).toBe('enabled');
    expect(experimentVariant(internal, 'toString', overrides)).toBeUndefined();
  });

  it('no overrides outside internal sites', () => {
    const site = { ...internal, website: { id: 'w' } };
    expect({ ...variantOverrides(site, '?experiment.multilingual=enabled', 'example.com') }).toEqual({});
    expect(experimentVariant(site, 'multilingual', variantOverrides(site, '', 'example.com'))).toBe('control');
  });
});
