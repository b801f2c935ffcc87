// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_RECORDING, VARIANT_OVERRIDES_KEY, experimentVariant, shouldRecordSession, variantOverrides } from '../../../../../src/chrome/owner/session-recording.ts';
import type { SiteContext } from '../../../../../src/site-context.ts';

const site = (extra: Partial<SiteContext> = {}): SiteContext => ({
  website: { id: 'w' },
  pageType: 2,
  featureToggles: ['session-recording'],
  experimentVariants: { 'session-recording': 'sampled' },
  ...extra,
});

afterEach(() => sessionStorage.clear());

describe('session recording gate', () => {
  it('opens with the toggle, the sampled variant and more than 2 cores', () => {
    expect(shouldRecordSession(site(), { cores: 4 })).toBe(true);
    expect(shouldRecordSession(site(), { cores: 3 })).toBe(true);
    expect(shouldRecordSession(site(), { cores: 2 })).toBe(false);
    expect(shouldRecordSession(site({ featureToggles: [] }), { cores: 8 })).toBe(false);
    expect(shouldRecordSession(site({ featureToggles: { 'session-recording': true } }), { cores: 8 })).toBe(true);
    expect(shouldRecordSession(site({ experimentVariants: { 'session-recording': 'control' } }), { cores: 8 })).toBe(false);
  });

  it('lets viewers of internal sites override variants by query, kept for the session', () => {
    const internal = site({ website: { id: 'w', siteStatus: { value: 'internal' } }, experimentVariants: {} });
    const overrides = variantOverrides(internal, '?experiment.session-recording=sampled', 'shop.example.com');
    expect(overrides).toEqual({ 'session-recording': 'sampled' });
    expect(shouldRecordSession(internal, { cores: 4, overrides })).toBe(true);
    // Later pages of the session, without the query:
    expect(variantOverrides(internal, '', 'shop.example.com')).toEqual({ 'session-recording': 'sampled' });
    expect(JSON.parse(sessionStorage.getItem(VARIANT_OVERRIDES_KEY)!).value).toEqual({ 'session-recording': 'sampled' });
  });

  it('ignores overrides on other sites and unreadable stored data', () => {
    expect(variantOverrides(site(), '?experiment.session-recording=control', 'shop.example.com')).toEqual({});
    sessionStorage.setItem(VARIANT_OVERRIDES_KEY, '{not json');
    expect(variantOverrides(site(), '', 'shop.qa.example.com')).toEqual({});
    expect(experimentVariant(site(), SESSION_RECORDING.experiment, {})).toBe('sampled');
  });
});
