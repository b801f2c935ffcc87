// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { experimentVariant, isInternalHost, variantOverrides } from '../../../../src/experiments/variants.ts';
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

describe('internal hosts (behaviour/start-up.md#security-model)', () => {
  it('are the platform’s dev, stage and QA hosts only, not a customer domain that looks the part', () => {
    expect(isInternalHost('site.dev.platform.example', 'dev.platform.example')).toBe(true);
    expect(isInternalHost('w1.stage.platform.example', 'platform.example')).toBe(true);
    expect(isInternalHost('shop-dev.com', 'platform.example')).toBe(false);
    expect(isInternalHost('qa.example.com', 'platform.example')).toBe(false);
    expect(isInternalHost('dev.platform.example.evil.com', 'platform.example')).toBe(false);
    expect(isInternalHost('qa.example.com', undefined)).toBe(false);
  });

  it('give no overrides to a customer domain ending like an internal one', () => {
    const live: SiteContext = { website: { id: 'w' }, pageType: 2, appDomain: 'platform.example', experimentVariants: {} };
    expect(variantOverrides(live, '?experiment.session-recording=sampled', 'my-qa.shop')).toEqual({});
  });
});
