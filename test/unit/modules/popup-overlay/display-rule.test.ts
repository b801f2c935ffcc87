// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { popupDecision } from '../../../../modules/popup-overlay/display-rule.ts';
import { popupOverlaySettings } from '../../../../modules/popup-overlay/settings.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23);
const env = { now: NOW, mobile: false, pageType: 2, screenshot: false };
const settings = (extra: Record<string, unknown> = {}) =>
  popupOverlaySettings({ enableMobile: true, style: 2, version: 3, showUntilSignup: false, displayFrequency: 7, ...extra })!;

describe('the popup overlay display rules', () => {
  it('shows with no stored record', () => expect(popupDecision(settings(), undefined, env)).toBe('show'));

  it('shows when the stored version is lower than the settings version', () => {
    expect(popupDecision(settings(), { version: 2, submitted: false, closedDate: NOW }, env)).toBe('show');
    expect(popupDecision(settings(), { version: 3, submitted: false, closedDate: NOW }, env)).toBe('closed-recently');
  });

  it('shows again once displayFrequency days have passed since closing', () => {
    expect(popupDecision(settings(), { version: 3, submitted: false, closedDate: NOW - 7 * DAY + 1 }, env)).toBe('closed-recently');
    expect(popupDecision(settings(), { version: 3, submitted: false, closedDate: NOW - 7 * DAY }, env)).toBe('show');
  });

  it('displayFrequency -1: never again once closed (until a new version)', () => {
    const once = settings({ displayFrequency: -1 });
    expect(popupDecision(once, { version: 3, submitted: false, closedDate: NOW - 3650 * DAY }, env)).toBe('closed-for-good');
    expect(popupDecision(once, { version: 2, submitted: false, closedDate: NOW }, env)).toBe('show');
  });

  it('never again after a sign-up when showUntilSignup is set, whatever the version', () => {
    expect(popupDecision(settings({ showUntilSignup: true, version: 9 }), { version: 3, submitted: true }, env)).toBe('signed-up');
    expect(popupDecision(settings({ showUntilSignup: false }), { version: 3, submitted: true, closedDate: NOW - 7 * DAY }, env)).toBe('show');
  });

  it('reads style as the display values: 1 none, 2 show, anything else not shown', () => {
    expect(popupDecision(settings({ style: 2 }), undefined, env)).toBe('show');
    for (const style of [0, 3, '2', null]) expect(popupDecision(settings({ style }), undefined, env)).toBe('style-unknown');
  });

  it('a record of this version never closed (signed up without showUntilSignup) is not shown: there is no date to count from', () => {
    expect(popupDecision(settings(), { version: 3, submitted: true }, env)).toBe('not-closed');
    expect(popupDecision(settings(), { version: 3, submitted: false }, env)).toBe('not-closed');
    expect(popupDecision(settings(), { version: 2, submitted: true }, env)).toBe('show');
  });

  it('is suppressed for style none, splash page, lock screen, screenshot mode, and mobile when mobile is disabled', () => {
    expect(popupDecision(settings({ style: 1 }), undefined, env)).toBe('style-none');
    expect(popupDecision(settings(), undefined, { ...env, pageType: 3 })).toBe('page-type');
    expect(popupDecision(settings(), undefined, { ...env, pageType: 103 })).toBe('page-type');
    expect(popupDecision(settings(), undefined, { ...env, screenshot: true })).toBe('screenshot');
    expect(popupDecision(settings({ enableMobile: false }), undefined, { ...env, mobile: true })).toBe('mobile-disabled');
    expect(popupDecision(settings({ enableMobile: false }), undefined, env)).toBe('show');
    expect(popupDecision(settings({ enableMobile: true }), undefined, { ...env, mobile: true })).toBe('show');
  });
});

describe('the popup overlay settings', () => {
  it('default what is missing or mistyped, and drop an unsafe button link', () => {
    expect(popupOverlaySettings(null)).toBeUndefined();
    const parsed = popupOverlaySettings({
      version: '2',
      displayFrequency: null,
      enableMobile: 'no',
      buttonText: 'Go',
      buttonUrl: 'javascript:alert(1)',
      form: { formId: '' },
    })!;
    expect(parsed).toMatchObject({ version: 0, displayFrequency: 0, enableMobile: true, button: undefined, form: undefined });
  });
});
