import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLocale, registerCatalogue, setLocale, t } from '../../../../src/catalogue/index';

describe('t', () => {
  afterEach(() => setLocale('en'));

  it.each([
    ['logout.title', undefined, 'Logout Successful'],
    ['cart.badgeItems', { n: 3 }, '3 items in cart'],
    ['form.characterCounter', { count: 12, max: 100 }, '12 / 100'],
    [
      'fileLimit.tooLarge',
      { fileName: 'a.mov', maxSize: '20 MB' },
      'The file a.mov is too large. The maximum allowed file size is 20 MB.',
    ],
    [
      'fileLimit.unsupportedType',
      { fileName: 'a.exe', fileTypeMessage: 'image ' },
      'The file a.exe does not appear to be a supported image file.',
    ],
    [
      'dataLayer.unparseableJson',
      { url: '/api/x', detail: 'Unexpected token <' },
      'Internal Error: Unable to parse server response from (/api/x) as JSON: Unexpected token <',
    ],
    ['analytics.httpStatusError', { status: 500 }, 'Error tracking event: HTTP Status 500'],
  ] as const)('t(%s) is %j', (key, args, expected) => {
    expect(t(key, args)).toBe(expected);
  });

  it('makes an unknown key a compile error', () => {
    // @ts-expect-error 'no.such.key' is not a catalogue key
    expect(() => t('no.such.key')).toThrow();
  });

  it('throws when an English message lacks its argument (a caller mistake)', () => {
    expect(() => t('cart.badgeItems')).toThrow(/needs the argument "n"/);
  });

  it('reads a registered language and falls back to English per key', () => {
    registerCatalogue('xx', { 'dialog.okay': 'OK-xx' });
    setLocale('xx');
    expect(getLocale()).toBe('xx');
    expect(t('dialog.okay')).toBe('OK-xx');
    expect(t('dialog.cancel')).toBe('Cancel');
  });

  it('extends a catalogue registered twice', () => {
    registerCatalogue('yy', { 'dialog.okay': 'one' });
    registerCatalogue('yy', { 'dialog.cancel': 'two' });
    setLocale('yy');
    expect([t('dialog.okay'), t('dialog.cancel')]).toEqual(['one', 'two']);
  });

  it('falls back from a region to its base language', () => {
    registerCatalogue('zz', { 'dialog.reject': 'base' });
    setLocale('zz-QQ');
    expect(t('dialog.reject')).toBe('base');
  });

  it('uses the language’s plural rules for translated messages', () => {
    registerCatalogue('pl', { 'cart.badgeItems': '{n, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}}' });
    setLocale('pl');
    expect(t('cart.badgeItems', { n: 3 })).toBe('3 produkty');
    expect(t('cart.badgeItems', { n: 5 })).toBe('5 produktów');
  });

  it('shows English when a translation is broken, and says why in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerCatalogue('ww', { 'cart.badgeItems': '{n, plural, one {#}}' });
    setLocale('ww');
    expect(t('cart.badgeItems', { n: 2 })).toBe('2 items in cart');
    expect(error).toHaveBeenCalledOnce();
  });
});
