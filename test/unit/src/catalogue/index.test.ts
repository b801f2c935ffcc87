// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLocale, t } from '../../../../src/catalogue/index.ts';
import { registerCatalogue, setLocale } from '../../../../src/catalogue/register.ts';
import { formatMessage } from '../../../../src/messages/format-message.ts';
import type { Translation } from '../../../../src/catalogue/index.ts';
import { ANALYTICS_TEXT } from '../../../../src/catalogue/en/analytics.ts';
import { CART_TEXT } from '../../../../src/catalogue/en/cart.ts';
import { DATA_LAYER_TEXT } from '../../../../src/catalogue/en/data-layer.ts';
import { DIALOG_TEXT } from '../../../../src/catalogue/en/dialog.ts';
import { FORM_TEXT } from '../../../../src/catalogue/en/form.ts';
import { LOGOUT_TEXT } from '../../../../src/catalogue/en/logout.ts';
import { VIDEO_TEXT } from '../../../../src/catalogue/en/video.ts';

describe('t', () => {
  afterEach(() => setLocale('en'));

  it.each([
    ['a plain message', t(LOGOUT_TEXT, 'title'), 'Logout Successful'],
    ['a plural', t(CART_TEXT, 'badgeItems', { n: 3 }), '3 items in cart'],
    ['two placeholders', t(FORM_TEXT, 'characterCounter', { count: 12, max: 100 }), '12 / 100'],
    [
      'an elided detail',
      t(DATA_LAYER_TEXT, 'unparseableJson', { url: '/api/x', detail: 'Unexpected token <' }),
      'Internal Error: Unable to parse server response from (/api/x) as JSON: Unexpected token <',
    ],
    ['a number', t(ANALYTICS_TEXT, 'httpStatusError', { status: 500 }), 'Error tracking event: HTTP Status 500'],
  ])('formats %s', (_what, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('makes a wrong key, a missing argument or a needless one a compile error', () => {
    // Never run: what matters is that each line fails to compile.
    const mistakes = (): unknown => [
      // @ts-expect-error 'noSuchKey' is not a key of the video area
      t(VIDEO_TEXT, 'noSuchKey'),
      // @ts-expect-error badgeItems needs its `n`
      t(CART_TEXT, 'badgeItems'),
      // @ts-expect-error a plain message takes no arguments
      t(VIDEO_TEXT, 'invalidEmbed', { n: 1 }),
    ];
    expect(mistakes).toBeTypeOf('function');
  });

  it('throws when an English message lacks an argument it names (a caller mistake)', () => {
    expect(() => t(CART_TEXT, 'badgeItems', {})).toThrow(/needs the argument "n"/);
  });

  it('returns a plain message as written, without formatting it', () => {
    registerCatalogue('qq', { video: { invalidEmbed: "Vidéo d'intégration '{non}' valide" } });
    setLocale('qq');
    expect(t(VIDEO_TEXT, 'invalidEmbed')).toBe("Vidéo d'intégration '{non}' valide");
  });

  it('reads a registered language and falls back to English per key', () => {
    registerCatalogue('xx', { dialog: { okay: 'OK-xx' } });
    setLocale('xx');
    expect(getLocale()).toBe('xx');
    expect(t(DIALOG_TEXT, 'okay')).toBe('OK-xx');
    expect(t(DIALOG_TEXT, 'cancel')).toBe('Cancel');
    expect(t(LOGOUT_TEXT, 'title')).toBe('Logout Successful');
  });

  it('extends a language registered twice, key by key and area by area', () => {
    registerCatalogue('yy', { dialog: { okay: 'one' } });
    registerCatalogue('yy', { dialog: { cancel: 'two' }, logout: { title: 'three' } });
    setLocale('yy');
    expect([t(DIALOG_TEXT, 'okay'), t(DIALOG_TEXT, 'cancel'), t(LOGOUT_TEXT, 'title')]).toEqual(['one', 'two', 'three']);
  });

  it('registers a language file: a module of areas, each a Translation of the English one', () => {
    const dialog = { okay: 'D’accord' } as const satisfies Translation<typeof DIALOG_TEXT>;
    const languageFile = { dialog };
    registerCatalogue('fr', languageFile);
    setLocale('fr-CA');
    expect(t(DIALOG_TEXT, 'okay')).toBe('D’accord');
    // @ts-expect-error 'okey' is not a key of the dialog area
    registerCatalogue('fr', { dialog: { okey: 'x' } });
  });

  it('falls back from a region to its base language', () => {
    registerCatalogue('zz', { dialog: { reject: 'base' } });
    setLocale('zz-QQ');
    expect(t(DIALOG_TEXT, 'reject')).toBe('base');
  });

  it('fills a translation’s placeholders the same light way as English', () => {
    registerCatalogue('fr', { cart: { badgeItems: '{n} articles dans le panier' } });
    setLocale('fr');
    expect(t(CART_TEXT, 'badgeItems', { n: 1200 })).toBe('1\u202f200 articles dans le panier');
  });

  it('uses the language’s plural rules for translated messages, with the ICU formatter the language registered', () => {
    registerCatalogue('pl', { cart: { badgeItems: '{n, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}}' } }, formatMessage);
    setLocale('pl');
    expect(t(CART_TEXT, 'badgeItems', { n: 3 })).toBe('3 produkty');
    expect(t(CART_TEXT, 'badgeItems', { n: 5 })).toBe('5 produktów');
  });

  it('shows English when a translation is broken, and says why in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerCatalogue('ww', { cart: { badgeItems: '{n, plural, one {#}}' } }, formatMessage);
    setLocale('ww');
    expect(t(CART_TEXT, 'badgeItems', { n: 2 })).toBe('2 items in cart');
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(error.mock.calls[0]?.[0]).toContain('"cart.badgeItems"');
  });
});

describe("the site's language", () => {
  afterEach(() => {
    delete window.SiteRuntime;
  });

  const onSite = (language: unknown) => {
    window.SiteRuntime = { context: { website: { language } } } as never;
  };

  /** A fresh catalogue: setLocale in other tests must not have chosen yet. */
  const freshCatalogue = async () => {
    vi.resetModules();
    return { ...(await import('../../../../src/catalogue/index.ts')), ...(await import('../../../../src/catalogue/register.ts')) };
  };

  it('is the language t() shows once a translation is registered, until setLocale chooses another', async () => {
    const fresh = await freshCatalogue();
    onSite('fr-FR');
    // Nothing registered: only English to show.
    expect(fresh.getLocale()).toBe('en');
    fresh.registerCatalogue('fr', { logout: { title: 'Déconnexion réussie' } });
    expect(fresh.getLocale()).toBe('fr-FR');
    expect(fresh.t(LOGOUT_TEXT, 'title')).toBe('Déconnexion réussie');
    expect(fresh.t(LOGOUT_TEXT, 'message')).toBe('You have been successfully logged out.');
    fresh.setLocale('en');
    expect(fresh.t(LOGOUT_TEXT, 'title')).toBe('Logout Successful');
  });

  it('gives way to a locale chosen before the first registration', async () => {
    const fresh = await freshCatalogue();
    onSite('fr-FR');
    fresh.setLocale('de');
    fresh.registerCatalogue('fr', { logout: { title: 'Déconnexion réussie' } });
    expect(fresh.getLocale()).toBe('de');
    expect(fresh.t(LOGOUT_TEXT, 'title')).toBe('Logout Successful');
  });

  it.each([undefined, '', 'not a language tag!', 42])('is English when the site gives %j', async (language) => {
    const fresh = await freshCatalogue();
    onSite(language);
    fresh.registerCatalogue('fr', { logout: { title: 'Déconnexion réussie' } });
    expect(fresh.getLocale()).toBe('en');
    expect(fresh.t(LOGOUT_TEXT, 'title')).toBe('Logout Successful');
  });
});
