// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normaliseBannerSettings } from '../../../../src/consent/settings.ts';

describe('cookie banner settings normalisation (behaviour/consent.md#consent)', () => {
  it('gives the documented defaults when nothing is set', () => {
    const s = normaliseBannerSettings(undefined);
    expect(s).toMatchObject({
      isCookieBannerEnabled: false,
      cookieBannerVariant: 'BAR',
      cookieBannerTheme: 'DARK',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerPosition: 'BOTTOM',
      // Empty: the banner's view shows the catalogue's default text (see view.test.ts).
      cookieBannerText: '',
      cookieBannerCtaText: '',
      cookieBannerOptOutCtaText: '',
      cookieBannerAcceptType: 'OPT_IN',
      isRestrictiveCookiePolicyEnabled: false,
      isVisitorDataRestricted: false,
    });
  });

  it('turns an invalid variant into BAR, theme into DARK and CTA variant into ICON', () => {
    const s = normaliseBannerSettings({ cookieBannerVariant: 'MODAL', cookieBannerTheme: 'SEPIA', cookieBannerCtaVariant: 'LINK' });
    expect([s.cookieBannerVariant, s.cookieBannerTheme, s.cookieBannerCtaVariant]).toEqual(['BAR', 'DARK', 'ICON']);
  });

  it('keeps every valid value', () => {
    const s = normaliseBannerSettings({
      isCookieBannerEnabled: true,
      cookieBannerVariant: 'POPUP',
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerText: '<p>We use cookies.</p>',
      cookieBannerCtaText: 'OK',
      cookieBannerOptOutCtaText: 'No thanks',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    });
    expect(s).toMatchObject({
      isCookieBannerEnabled: true,
      cookieBannerVariant: 'POPUP',
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerText: '<p>We use cookies.</p>',
      cookieBannerCtaText: 'OK',
      cookieBannerOptOutCtaText: 'No thanks',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    });
  });

  it('puts a bar at the bottom and a popup at the bottom left when the position does not fit the variant', () => {
    expect(normaliseBannerSettings({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_LEFT' }).cookieBannerPosition).toBe('BOTTOM');
    expect(normaliseBannerSettings({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' }).cookieBannerPosition).toBe('TOP');
    expect(normaliseBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }).cookieBannerPosition).toBe('BOTTOM_LEFT');
    expect(normaliseBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: '' }).cookieBannerPosition).toBe('BOTTOM_LEFT');
    expect(normaliseBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT' }).cookieBannerPosition).toBe('BOTTOM_RIGHT');
  });

  it("makes empty text, or an empty paragraph, '' (the default text's place)", () => {
    for (const text of ['', '   ', '<p></p>', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>', null, 42]) {
      expect(normaliseBannerSettings({ cookieBannerText: text }).cookieBannerText).toBe('');
    }
    expect(normaliseBannerSettings({ cookieBannerText: '<p>We use cookies.</p>' }).cookieBannerText).toBe('<p>We use cookies.</p>');
    expect(normaliseBannerSettings({ cookieBannerText: '<p>x</p>' }).cookieBannerText).toBe('<p>x</p>');
  });

  it('makes any accept type other than OPT_IN_AND_OUT OPT_IN', () => {
    expect(normaliseBannerSettings({ cookieBannerAcceptType: 'OPT_OUT' }).cookieBannerAcceptType).toBe('OPT_IN');
    expect(normaliseBannerSettings({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' }).cookieBannerAcceptType).toBe('OPT_IN_AND_OUT');
  });

  it("trims calls to action, and makes empty ones '' (the default wording's place)", () => {
    const s = normaliseBannerSettings({ cookieBannerCtaText: '', cookieBannerOptOutCtaText: ' ' });
    expect([s.cookieBannerCtaText, s.cookieBannerOptOutCtaText]).toEqual(['', '']);
    expect(normaliseBannerSettings({ cookieBannerCtaText: ' Got it ', cookieBannerOptOutCtaText: 7 })).toMatchObject({
      cookieBannerCtaText: 'Got it',
      cookieBannerOptOutCtaText: '',
    });
  });

  it('takes the restrictive policy from isAnalyticsCookiesDisabled and visitor-data restriction from isActivityLogEnabled', () => {
    expect(normaliseBannerSettings({ isRestrictiveCookiePolicyEnabled: true }).isRestrictiveCookiePolicyEnabled).toBe(true);
    expect(normaliseBannerSettings({}, { isAnalyticsCookiesDisabled: true }).isRestrictiveCookiePolicyEnabled).toBe(true);
    expect(normaliseBannerSettings({}, { isActivityLogEnabled: false }).isVisitorDataRestricted).toBe(true);
    expect(normaliseBannerSettings({}, { isActivityLogEnabled: true }).isVisitorDataRestricted).toBe(false);
  });

  it('reads a real page context (all strings empty) as the defaults', () => {
    const real = {
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
      cookieBannerText: '',
      cookieBannerTheme: '',
      cookieBannerVariant: '',
      cookieBannerPosition: '',
      cookieBannerCtaVariant: '',
      cookieBannerCtaText: '',
      cookieBannerAcceptType: 'OPT_IN',
      cookieBannerOptOutCtaText: '',
    };
    expect(normaliseBannerSettings(real)).toMatchObject({
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerCtaVariant: 'ICON',
    });
  });
});
